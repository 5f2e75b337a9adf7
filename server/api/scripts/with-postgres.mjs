/**
 * Runs a command against a throwaway PostgreSQL server, e.g. `node scripts/with-postgres.mjs -- jest`.
 *
 * Creates a cluster in a temporary directory (trust auth, fsync off: the data is discarded), listens
 * on a unix socket there and on a TCP port of 127.0.0.1 (a free one, or the one given with
 * `--port <n>` before `--`, as the cluster gives it one of its own), exports TEST_DATABASE_URL to the
 * command, then stops the server and deletes the directory, also when the command fails or the
 * run is interrupted. PostgreSQL refuses to run as root, so under root the server runs as the
 * `postgres` user.
 */
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const SERVER_USER = 'postgres';

function usage() {
  console.error('Usage: node scripts/with-postgres.mjs [--port <n>] -- <command> [args...]');
  process.exit(2);
}

/** initdb and pg_ctl from PATH, else from the newest /usr/lib/postgresql/<version>/bin (Debian). */
function findPostgresBin() {
  const onPath = (process.env.PATH ?? '').split(path.delimiter).find((dir) => dir && existsSync(path.join(dir, 'initdb')));
  if (onPath && existsSync(path.join(onPath, 'pg_ctl'))) return onPath;
  const debianRoot = '/usr/lib/postgresql';
  const versions = existsSync(debianRoot)
    ? readdirSync(debianRoot)
        .filter((version) => existsSync(path.join(debianRoot, version, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0) {
    throw new Error('PostgreSQL is not installed: no initdb on PATH or under /usr/lib/postgresql (Debian: apt-get install -y postgresql).');
  }
  return path.join(debianRoot, versions[0], 'bin');
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const shellQuote = (value) => `'${String(value).replaceAll("'", "'\\''")}'`;

/** The ids of the user the server runs as, when this script runs as root; null otherwise. */
function serverUserIds() {
  if (process.getuid?.() !== 0) return null;
  const ids = (flag) => spawnSync('id', [flag, SERVER_USER], { encoding: 'utf8' });
  const [uid, gid] = [ids('-u'), ids('-g')];
  if (uid.status !== 0 || gid.status !== 0) {
    throw new Error(`Running as root, but there is no "${SERVER_USER}" user to run PostgreSQL as.`);
  }
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/** Runs a PostgreSQL program, as the server user when we are root; throws with its output on failure. */
function runPostgresProgram(asUser, program, args) {
  const [command, commandArgs] = !asUser
    ? [program, args]
    : existsSync('/usr/sbin/runuser') || existsSync('/sbin/runuser')
      ? ['runuser', ['-u', SERVER_USER, '--', program, ...args]]
      : ['su', ['-s', '/bin/sh', SERVER_USER, '-c', [program, ...args].map(shellQuote).join(' ')]];
  const result = spawnSync(command, commandArgs, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${path.basename(program)} failed (${result.signal ?? `exit ${result.status}`}):\n${result.stdout}${result.stderr}`);
  }
}

/** The port given with `--port` before `--`; undefined without one. */
function requestedPort(options) {
  if (options.length === 0) return undefined;
  const [flag, value, ...rest] = options;
  const port = Number(value);
  if (flag !== '--port' || rest.length > 0 || !Number.isInteger(port) || port < 1 || port > 65_535) usage();
  return port;
}

const separator = process.argv.indexOf('--');
const command = separator === -1 ? [] : process.argv.slice(separator + 1);
if (command.length === 0) usage();
const givenPort = requestedPort(process.argv.slice(2, separator));

const bin = findPostgresBin();
const asUser = serverUserIds();
const workDir = mkdtempSync(path.join(os.tmpdir(), 'careerforge-pg-'));
const dataDir = path.join(workDir, 'data');
const logFile = path.join(workDir, 'postgres.log');
let serverStarted = false;
let cleanedUp = false;

/** Synchronous, so it also runs from the process 'exit' event. */
function cleanUp() {
  if (cleanedUp) return;
  cleanedUp = true;
  if (serverStarted) {
    try {
      runPostgresProgram(asUser, path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
    } catch (error) {
      console.error(error.message);
    }
  }
  rmSync(workDir, { recursive: true, force: true });
}
process.on('exit', cleanUp);

let child = null;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    // The command gets the signal too and exits; its exit ends this script. Before it runs, stop here.
    if (child) child.kill(signal);
    else process.exit(128 + os.constants.signals[signal]);
  });
}

try {
  if (asUser) chownSync(workDir, asUser.uid, asUser.gid);
  const port = givenPort ?? (await freePort());
  runPostgresProgram(asUser, path.join(bin, 'initdb'), [
    '-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-locale', '--no-sync',
  ]);
  const serverOptions = [
    `-p ${port}`,
    `-k ${workDir}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=200',
  ].join(' ');
  serverStarted = true;
  runPostgresProgram(asUser, path.join(bin, 'pg_ctl'), ['-D', dataDir, '-l', logFile, '-o', serverOptions, '-w', '-t', '60', 'start']);
  const databaseUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  console.log(`Throwaway PostgreSQL (${bin}) at ${databaseUrl}`);

  child = spawn(command[0], command.slice(1), { stdio: 'inherit', env: { ...process.env, TEST_DATABASE_URL: databaseUrl } });
  const exitCode = await new Promise((resolve) => {
    child.once('error', (error) => {
      console.error(`Could not run ${command[0]}: ${error.message}`);
      resolve(127);
    });
    child.once('exit', (code, signal) => resolve(code ?? 128 + (os.constants.signals[signal] ?? 0)));
  });
  process.exitCode = exitCode;
} catch (error) {
  console.error(error.message);
  if (existsSync(logFile)) console.error(readFileSync(logFile, 'utf8'));
  process.exitCode = 1;
} finally {
  cleanUp();
}
