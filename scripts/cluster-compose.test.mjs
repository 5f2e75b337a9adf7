/**
 * deploy/compose.yaml declares the services `npm run start:cluster` runs (scripts/cluster-services.mjs),
 * each with the settings that make it part of the deployment, and its proxy runs the configuration
 * the cluster's does: a service or a setting added on one side only fails here.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { clusterServices, composeProxyConfig } from './cluster-services.mjs';
import { repoRoot } from './service-processes.mjs';

/**
 * The YAML compose.yaml is written in: block maps, lists of scalars, JSON-style quoted scalars and
 * flow lists, anchors, aliases and `<<` merges. Anything else throws, so the file cannot grow a
 * construct this reads wrongly.
 */
function parseYamlSubset(text) {
  const lines = text
    .split('\n')
    .map((raw, index) => ({ number: index + 1, indent: raw.search(/\S/), text: raw.trim() }))
    .filter((line) => line.text !== '' && !line.text.startsWith('#'));
  const anchors = {};
  let next = 0;
  const fail = (line, why) => {
    throw new Error(`deploy/compose.yaml line ${line.number}: ${why}`);
  };
  const scalar = (value, line) => {
    if (value.startsWith('*')) {
      if (!(value.slice(1) in anchors)) fail(line, `unknown alias ${value}`);
      return anchors[value.slice(1)];
    }
    if (value.startsWith('[') || value.startsWith('"')) return JSON.parse(value);
    if (/^['|>{&!%@`]/.test(value) || / #/.test(value)) fail(line, `'${value}' is outside the YAML this test reads`);
    return value;
  };
  const block = (indent) => (lines[next].text.startsWith('- ') ? list(indent) : map(indent));
  const list = (indent) => {
    const items = [];
    while (next < lines.length && lines[next].indent === indent && lines[next].text.startsWith('- ')) {
      const line = lines[next++];
      items.push(scalar(line.text.slice(2).trim(), line));
    }
    return items;
  };
  const map = (indent) => {
    const entries = {};
    while (next < lines.length && lines[next].indent === indent && !lines[next].text.startsWith('- ')) {
      const line = lines[next++];
      const match = /^([\w.<-]+):(?:\s+(.*))?$/.exec(line.text);
      if (!match) fail(line, 'expected `key: value` or `key:`');
      const key = match[1];
      let value = match[2] ?? '';
      let anchor = null;
      if (value.startsWith('&')) [anchor, value] = [value.slice(1).split(' ')[0], value.split(' ').slice(1).join(' ')];
      const nested = next < lines.length && lines[next].indent > indent;
      const parsed = value === '' ? (nested ? block(lines[next].indent) : null) : scalar(value, line);
      if (anchor) anchors[anchor] = parsed;
      if (key === '<<') Object.assign(entries, parsed);
      else entries[key] = parsed;
    }
    if (next < lines.length && lines[next].indent > indent) fail(lines[next], 'unexpected indentation');
    return entries;
  };
  const document = map(0);
  if (next < lines.length) fail(lines[next], 'unexpected indentation');
  return document;
}

const compose = parseYamlSubset(readFileSync(path.join(repoRoot, 'deploy', 'compose.yaml'), 'utf8'));

/** Two deployments that differ in every address and secret: a setting equal in both is a fixed value. */
const sites = ['a', 'b'].map((tag) => ({
  origin: `http://${tag}.example`,
  databaseUrl: `postgres://${tag}`,
  redisUrl: `redis://${tag}`,
  s3Endpoint: `http://s3.${tag}`,
  s3AccessKeyId: `key-${tag}`,
  s3SecretAccessKey: `secret-${tag}`,
  fileLinkSecret: `link-${tag}`,
  adminClientSecret: `admin-${tag}`,
}));
const [services, otherServices] = sites.map(clusterServices);

test('compose.yaml has exactly the services of the cluster', () => {
  assert.deepEqual(Object.keys(compose.services).sort(), services.map((service) => service.name).sort());
});

test("each compose service sets the cluster's settings for it, with the same fixed values", () => {
  services.forEach((service, index) => {
    const environment = compose.services[service.name]?.environment ?? {};
    for (const [key, value] of Object.entries(service.env)) {
      assert.ok(key in environment, `${service.name} in compose.yaml does not set ${key}`);
      if (otherServices[index].env[key] === value) assert.equal(environment[key], value, `${service.name}: ${key}`);
    }
  });
});

test('each instance runs the image of its kind: the API and the workers one image, the identity provider its own', () => {
  const dockerfiles = { api: 'server/api/Dockerfile', worker: 'server/api/Dockerfile', identity: 'server/identity/Dockerfile', static: 'deploy/static/Dockerfile' };
  for (const service of services.filter((candidate) => candidate.kind in dockerfiles)) {
    assert.equal(compose.services[service.name].build?.dockerfile, dockerfiles[service.kind], service.name);
  }
  for (const service of services.filter((candidate) => candidate.kind === 'worker')) {
    assert.ok(compose.services[service.name].command?.includes('dist/generation-worker.js'), `${service.name} runs the generation worker`);
  }
});

test("the compose proxy's nginx.conf is the cluster's configuration with the services' names", () => {
  assert.equal(
    readFileSync(path.join(repoRoot, 'deploy', 'proxy', 'nginx.conf'), 'utf8'),
    composeProxyConfig(),
    'deploy/proxy/nginx.conf is out of date: node scripts/cluster-services.mjs > deploy/proxy/nginx.conf',
  );
});
