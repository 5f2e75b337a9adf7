// jsdom has no TextEncoder, which react-router needs.
const { TextEncoder, TextDecoder } = require('node:util');
Object.assign(globalThis, { TextEncoder, TextDecoder });
require('@testing-library/jest-dom');
// findBy… and waitFor give up after 1 s by default; the first render of a test file on a busy
// two-core machine can take longer, which would report a slow machine as a missing element.
require('@testing-library/react').configure({ asyncUtilTimeout: 5_000 });
