import { buffer } from 'node:stream/consumers';
import yauzl from 'yauzl';

/** The entries of a zip file as text, by name (tests). */
export const zipEntries = async (content: Buffer): Promise<Record<string, string>> => {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(content, { lazyEntries: true }, (error, file) => (error ? reject(error) : resolve(file!))),
  );
  const entries: Record<string, string> = {};
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      zip.openReadStream(entry, (error, stream) => {
        if (error) return reject(error);
        buffer(stream!).then((bytes) => {
          entries[entry.fileName] = bytes.toString('utf8');
          zip.readEntry();
        }, reject);
      });
    });
    zip.on('end', () => resolve());
    zip.on('error', reject);
    zip.readEntry();
  });
  return entries;
};
