// Adds the DOM matchers (toBeInTheDocument, toHaveAttribute, ...) to the expect of @jest/globals.
import '@testing-library/jest-dom/jest-globals';
import { TextDecoder, TextEncoder } from 'node:util';
import { deserialize, serialize } from 'node:v8';
import { configure } from '@testing-library/react';

// jsdom lacks these; react-router needs them.
const g = globalThis as Record<string, unknown>;
if (!g.TextEncoder) g.TextEncoder = TextEncoder;
if (!g.TextDecoder) g.TextDecoder = TextDecoder;
// and this; the charts need it (Node's own, by way of the structured serializer)
if (!g.structuredClone) g.structuredClone = (value: unknown) => deserialize(serialize(value));

// findBy*/waitFor wait up to 10 s (not 1 s): a busy machine renders react-admin's pages slowly, and a passing test
// waits no longer than its element takes to appear.
configure({ asyncUtilTimeout: 10000 });
