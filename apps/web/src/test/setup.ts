// Adds the DOM matchers (toBeInTheDocument, toHaveAttribute, ...) to the expect of @jest/globals.
import '@testing-library/jest-dom/jest-globals';
import { TextDecoder, TextEncoder } from 'node:util';
import { configure } from '@testing-library/react';

// jsdom lacks these; react-router needs them.
const g = globalThis as Record<string, unknown>;
if (!g.TextEncoder) g.TextEncoder = TextEncoder;
if (!g.TextDecoder) g.TextDecoder = TextDecoder;

// findBy*/waitFor wait up to 5 s (not 1 s): a busy machine renders react-admin's pages slowly, and a passing test
// waits no longer than its element takes to appear.
configure({ asyncUtilTimeout: 10000 });
