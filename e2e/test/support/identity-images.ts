import type { Page } from '@playwright/test';

/**
 * Pictures for the site-identity tests, drawn by the browser on a canvas (PNG): a seal for the logo,
 * a shield for the favicon and a courthouse at dusk for the hero, so that screenshots show the
 * site as a society would dress it rather than flat test gradients.
 */
export async function drawIdentityImages(page: Page) {
  const images = await page.evaluate(() => {
    function canvas(width: number, height: number) {
      const element = document.createElement('canvas');
      element.width = width;
      element.height = height;
      return [element, element.getContext('2d') as CanvasRenderingContext2D] as const;
    }
    const gold = '#c9b47f';
    const navy = '#1d2d44';

    const [logo, l] = canvas(320, 320);
    l.fillStyle = gold;
    l.beginPath();
    l.arc(160, 160, 156, 0, Math.PI * 2);
    l.fill();
    l.fillStyle = '#7a1f2b';
    l.beginPath();
    l.arc(160, 160, 132, 0, Math.PI * 2);
    l.fill();
    l.strokeStyle = gold;
    l.lineWidth = 4;
    l.beginPath();
    l.arc(160, 160, 118, 0, Math.PI * 2);
    l.stroke();
    l.fillStyle = '#f6f1e4';
    l.font = 'bold 92px Georgia, serif';
    l.textAlign = 'center';
    l.textBaseline = 'middle';
    l.fillText('LSS', 160, 150);
    l.font = 'bold 22px Georgia, serif';
    l.fillText('UNILORIN', 160, 222);

    const [favicon, f] = canvas(128, 128);
    f.fillStyle = '#7a1f2b';
    f.beginPath();
    f.moveTo(64, 4);
    f.lineTo(120, 20);
    f.lineTo(120, 64);
    f.quadraticCurveTo(118, 108, 64, 124);
    f.quadraticCurveTo(10, 108, 8, 64);
    f.lineTo(8, 20);
    f.closePath();
    f.fill();
    f.fillStyle = gold;
    f.font = 'bold 64px Georgia, serif';
    f.textAlign = 'center';
    f.textBaseline = 'middle';
    f.fillText('L', 64, 64);

    const [hero, h] = canvas(1600, 900);
    const sky = h.createLinearGradient(0, 0, 0, 900);
    sky.addColorStop(0, '#f3c98b');
    sky.addColorStop(0.55, '#d98c5f');
    sky.addColorStop(1, '#6b4a3a');
    h.fillStyle = sky;
    h.fillRect(0, 0, 1600, 900);
    h.fillStyle = '#efe6d2';
    h.beginPath();
    h.moveTo(300, 330);
    h.lineTo(800, 140);
    h.lineTo(1300, 330);
    h.closePath();
    h.fill();
    h.fillRect(300, 330, 1000, 40);
    for (let i = 0; i < 8; i++) {
      const x = 340 + i * 130;
      h.fillStyle = '#e4d8bd';
      h.fillRect(x, 380, 60, 360);
      h.fillStyle = 'rgba(0,0,0,0.12)';
      h.fillRect(x + 40, 380, 20, 360);
    }
    h.fillStyle = '#cdbf9f';
    for (let i = 0; i < 4; i++) h.fillRect(260 - i * 30, 740 + i * 40, 1080 + i * 60, 40);
    h.fillStyle = navy;
    h.globalAlpha = 0.35;
    h.fillRect(0, 860, 1600, 40);
    return {
      logo: logo.toDataURL('image/png'),
      favicon: favicon.toDataURL('image/png'),
      hero: hero.toDataURL('image/png'),
    };
  });
  const file = (name: string, dataUrl: string) => ({
    name,
    mimeType: 'image/png',
    buffer: Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64'),
  });
  return {
    logo: file('lss-seal.png', images.logo),
    favicon: file('lss-favicon.png', images.favicon),
    hero: file('faculty-of-law.png', images.hero),
  };
}
