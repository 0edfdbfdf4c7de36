// Adds the DOM matchers (toBeInTheDocument, toHaveAttribute, ...) to the expect of @jest/globals.
import '@testing-library/jest-dom/jest-globals';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these; react-router needs them.
const g = globalThis as Record<string, unknown>;
if (!g.TextEncoder) g.TextEncoder = TextEncoder;
if (!g.TextDecoder) g.TextDecoder = TextDecoder;
