/** A multipart/form-data body for app.inject: file parts and plain fields. */
export function multipartBody(parts: readonly { name: string; filename?: string; type?: string; data: Buffer | string }[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----terren-test-boundary';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
    const type = part.type === undefined ? '' : `Content-Type: ${part.type}\r\n`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`), Buffer.from(part.data), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The smallest files of each kind the photo upload is tested with (headers plus filler). */
export const sampleImages = {
  png: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]),
  jpeg: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]),
  webp: Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x40, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(64, 3)]),
  gif: Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(64, 4)]),
  svg: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  html: Buffer.from('<!doctype html><script>alert(1)</script>'),
};

const zipWith = (...names: string[]) => Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(26), ...names.map((n) => Buffer.from(n)), Buffer.alloc(32, 7)]);
/** The smallest documents of each kind the task document uploads are tested with. */
export const sampleDocuments = {
  pdf: Buffer.from('%PDF-1.4\n%test\n'),
  docx: zipWith('[Content_Types].xml', 'word/document.xml'),
  xlsx: zipWith('[Content_Types].xml', 'xl/workbook.xml'),
  zip: zipWith('readme.txt'),
  exe: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64)]),
};
