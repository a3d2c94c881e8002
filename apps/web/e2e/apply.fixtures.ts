import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BrowserContext } from '@playwright/test';
import { strToU8, zipSync } from 'fflate';
import { OUTPUT_DIR } from './site-server';

/*
 * Real documents for the upload journey, made by the browser itself: JPEG and PNG screenshots of a small
 * page, PDFs printed by Chromium, and a minimal DOCX (a ZIP of the three parts Word needs).
 * Written under e2e/output/fixtures (gitignored), so they can be opened and looked at after a run.
 */
export const FIXTURE_DIR = join(OUTPUT_DIR, 'fixtures');

const card = (title: string, colour: string) => `<html><body style="margin:0;font:24px sans-serif">
  <div style="width:320px;height:240px;display:flex;align-items:center;justify-content:center;background:${colour};color:#fff">
  ${title}</div></body></html>`;

const page = (title: string) => `<html><body style="font:14px serif;padding:40px"><h1>${title}</h1>
  <p>Issued for the Study in China admission journey test.</p></body></html>`;

/** The smallest DOCX a word processor opens: content types, the package relationship, the document. */
function docx(text: string): Buffer {
  const parts: Record<string, string> = {
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    '_rels/.rels':
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    'word/document.xml': `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`,
  };
  const stored = Object.fromEntries(Object.entries(parts).map(([name, text]) => [name, strToU8(text)]));
  return Buffer.from(zipSync(stored, { level: 0, mtime: '2026-01-01' }));
}

export interface Fixtures {
  photoJpg: string;
  photoPng: string;
  signature: string;
  sponsorSignature: string;
  pdf(name: string): string;
  proposal: string;
}

/** Makes every file the journey uploads; returns their paths. */
export async function makeFixtures(context: BrowserContext): Promise<Fixtures> {
  await mkdir(FIXTURE_DIR, { recursive: true });
  const scratch = await context.newPage();
  const shot = async (file: string, html: string, type: 'png' | 'jpeg') => {
    await scratch.setContent(html);
    await scratch.locator('div').screenshot({ path: join(FIXTURE_DIR, file), type });
    return join(FIXTURE_DIR, file);
  };
  const photoJpg = await shot('passport-front.jpg', card('Passport photo', '#1e3a8a'), 'jpeg');
  const photoPng = await shot('passport-side.png', card('Second photo', '#166534'), 'png');
  const signature = await shot('applicant-signature.png', card('A. Eze', '#475569'), 'png');
  const sponsorSignature = await shot('sponsor-signature.png', card('C. Eze', '#7f1d1d'), 'png');
  const pdfs = new Map<string, string>();
  for (const name of [
    'transcript',
    'recommendation',
    'medical-report',
    'certificate',
    'bank-statement',
    'non-criminal-record',
    'english-certificate',
  ]) {
    await scratch.setContent(page(name.replace(/-/g, ' ')));
    const path = join(FIXTURE_DIR, `${name}.pdf`);
    await writeFile(path, await scratch.pdf({ width: '210mm', height: '297mm' }));
    pdfs.set(name, path);
  }
  const proposal = join(FIXTURE_DIR, 'research-proposal.docx');
  await writeFile(proposal, docx('Research proposal: malaria vaccines in West Africa'));
  await scratch.close();
  return { photoJpg, photoPng, signature, sponsorSignature, pdf: (name) => pdfs.get(name)!, proposal };
}
