import { TextDecoder, TextEncoder } from 'node:util';
import '@testing-library/jest-dom';

// jsdom has no TextEncoder, which react-router needs.
Object.assign(globalThis, { TextEncoder, TextDecoder });
