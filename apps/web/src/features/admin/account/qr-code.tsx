import { useEffect, useState } from 'react';

/**
 * A QR code drawn in the browser by the qrcode package, loaded with this screen only: the secret
 * it carries never goes to another server, and no other page downloads the library.
 */
export function QrCode({ text, label }: { text: string; label: string }) {
  const [src, setSrc] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    setSrc(null);
    void import('qrcode')
      .then((qrcode) => qrcode.toString(text, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' }))
      .then((svg) => {
        if (current) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      });
    return () => {
      current = false;
    };
  }, [text]);

  return (
    <div className="h-48 w-48 shrink-0 rounded-sm border border-rule bg-white p-1">
      {src ? <img src={src} alt={label} width={184} height={184} className="h-full w-full" /> : null}
    </div>
  );
}
