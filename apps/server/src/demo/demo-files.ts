import sharp from 'sharp';

/** A small, valid one-page PDF with a title and a few lines of text (Helvetica, no embedding). */
export function simplePdf(title: string, lines: string[]): Buffer {
  const escapePdf = (text: string) => text.replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)');
  const content = [
    'BT /F1 20 Tf 72 720 Td',
    `(${escapePdf(title)}) Tj`,
    '/F1 11 Tf 0 -32 Td 15 TL',
    ...lines.map((line) => `(${escapePdf(line)}) Tj T*`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content)} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const PALETTE = ['#1D2D44', '#3E5C76', '#748CAB', '#C9B47F', '#8C6E3F', '#F0EAD6'];

/** An abstract cover in the society's colours (no text: it needs no fonts to render anywhere). */
export function coverImage(seed: number, width = 1600, height = 900): Promise<Buffer> {
  const pick = (offset: number) => PALETTE[(seed + offset) % PALETTE.length];
  const circles = Array.from({ length: 6 }, (_, index) => {
    const x = ((seed * 37 + index * 211) % 100) / 100;
    const y = ((seed * 53 + index * 97) % 100) / 100;
    const r = 80 + ((seed * 13 + index * 71) % 220);
    return `<circle cx="${x * width}" cy="${y * height}" r="${r}" fill="${pick(index + 1)}" fill-opacity="0.35"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1D2D44"/><stop offset="1" stop-color="${pick(1)}"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>${circles}
    <rect x="${width * 0.08}" y="${height * 0.78}" width="${width * 0.2}" height="6" fill="#C9B47F"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}

/** A square portrait placeholder: a soft figure on a tinted ground. */
export function portraitImage(seed: number, size = 640): Promise<Buffer> {
  const ground = PALETTE[(seed % 3) + 1];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
    <rect width="100%" height="100%" fill="${ground}"/>
    <circle cx="${size / 2}" cy="${size * 0.4}" r="${size * 0.18}" fill="#F0EAD6" fill-opacity="0.9"/>
    <ellipse cx="${size / 2}" cy="${size * 0.95}" rx="${size * 0.34}" ry="${size * 0.3}" fill="#F0EAD6" fill-opacity="0.9"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
