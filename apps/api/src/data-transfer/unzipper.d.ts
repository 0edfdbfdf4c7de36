/** The part of unzipper (the zip parser exceljs' streaming reader uses; no type declarations) that the reader uses. */
declare module 'unzipper' {
  import type { Readable, Transform } from 'node:stream';

  export interface Entry extends Readable {
    readonly path: string;
    readonly type: 'File' | 'Directory';
    /** From the entry's local header: 0 when the sizes follow the data (a data descriptor). */
    readonly vars: { readonly uncompressedSize?: number; readonly compressedSize?: number };
    autodrain(): unknown;
  }

  /** Reads a zip's local entries in order, as exceljs' WorkbookReader does. */
  export function Parse(options?: { forceStream?: boolean }): Transform;

  const unzipper: { Parse: typeof Parse };
  export default unzipper;
}
