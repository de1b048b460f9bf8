export type FileKind = { extension: string; mime: string; image: boolean };

const KINDS: Record<string, FileKind> = {
  'image/jpeg': { extension: 'jpg', mime: 'image/jpeg', image: true },
  'image/png': { extension: 'png', mime: 'image/png', image: true },
  'image/gif': { extension: 'gif', mime: 'image/gif', image: true },
  'image/webp': { extension: 'webp', mime: 'image/webp', image: true },
  'application/pdf': { extension: 'pdf', mime: 'application/pdf', image: false },
  'application/x-cfb': { extension: 'doc', mime: 'application/msword', image: false },
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': {
    extension: 'docx',
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    image: false,
  },
};

/** The content type served for each stored extension. */
export const MIME_BY_EXTENSION: Record<string, string> = Object.fromEntries(
  Object.values(KINDS).map((kind) => [kind.extension, kind.mime]),
);

const WORD_STREAM = Buffer.from('WordDocument', 'utf16le');

/**
 * What a file is, by its bytes (magic numbers), never by its name; null for anything not accepted.
 * An OLE container is accepted only when it holds a Word document stream (not a spreadsheet or installer).
 */
export async function detectFileKind(buffer: Buffer): Promise<FileKind | null> {
  // Loaded with the first upload, like sharp: visitors' requests never need it.
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(buffer);
  if (!detected) return null;
  const kind = KINDS[detected.mime];
  if (!kind) return null;
  if (detected.mime === 'application/x-cfb' && !buffer.includes(WORD_STREAM)) return null;
  return kind;
}
