import type { Page } from '@playwright/test';

export interface PhotoFile {
  readonly name: string;
  readonly mimeType: string;
  readonly buffer: Buffer;
}

/** A real photo file, drawn and encoded by the browser: the host checks the first bytes, not only the type. */
export async function photoFile(page: Page, mimeType: 'image/jpeg' | 'image/png', label: string): Promise<PhotoFile> {
  const base64 = await page.evaluate(
    async ({ mimeType, label }) => {
      const canvas = document.createElement('canvas');
      canvas.width = 428;
      canvas.height = 270;
      const ctx = canvas.getContext('2d')!;
      ctx.fillStyle = '#e8f1ec';
      ctx.fillRect(0, 0, 428, 270);
      ctx.fillStyle = '#116149';
      ctx.fillRect(0, 0, 428, 54);
      ctx.fillStyle = '#9aa5ae';
      ctx.fillRect(24, 84, 110, 140);
      ctx.fillStyle = '#14171a';
      ctx.font = 'bold 22px sans-serif';
      ctx.fillText(label, 156, 110);
      const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), mimeType, 0.85));
      let binary = '';
      for (const byte of new Uint8Array(await blob.arrayBuffer())) binary += String.fromCharCode(byte);
      return btoa(binary);
    },
    { mimeType, label },
  );
  return { name: `${label.toLowerCase().replace(/\W+/g, '-')}.${mimeType === 'image/png' ? 'png' : 'jpg'}`, mimeType, buffer: Buffer.from(base64, 'base64') };
}
