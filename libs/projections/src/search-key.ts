/** The normalised form names are searched by: NFC, lower case (Norwegian rules), single spaces, "×" kept. */
export const searchKey = (text: string): string => text.normalize('NFC').toLocaleLowerCase('nb').replace(/\s+/g, ' ').trim();
