/**
 * Writes a brotli (.br) and a gzip (.gz) copy next to every emitted text asset, so the static
 * server sends compressed files without compressing on each request, at the strongest settings.
 */
const fs = require('node:fs');
const path = require('node:path');
const { promisify } = require('node:util');
const zlib = require('node:zlib');

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** What a browser downloads as text; source maps are left out (only developer tools fetch them). */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt)$/;
/** Under one network packet the compressed copy saves nothing worth a file. */
const MIN_BYTES = 1024;

async function writeCompressedCopies(file) {
  const content = await fs.promises.readFile(file);
  if (content.length < MIN_BYTES) return;
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([fs.promises.writeFile(`${file}.br`, br), fs.promises.writeFile(`${file}.gz`, gz)]);
}

class PrecompressAssetsPlugin {
  apply(compiler) {
    // After emit, every plugin (the HTML page, the federation manifest) has written its final file.
    compiler.hooks.afterEmit.tapPromise('PrecompressAssetsPlugin', async (compilation) => {
      const outputDir = compilation.outputOptions.path;
      const names = compilation
        .getAssets()
        .map((asset) => asset.name)
        .filter((name) => COMPRESSIBLE.test(name));
      await Promise.all(names.map((name) => writeCompressedCopies(path.join(outputDir, name))));
    });
  }
}

module.exports = { PrecompressAssetsPlugin };
