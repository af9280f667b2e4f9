import { Readable } from 'node:stream';
import { crc32, deflateSync } from 'node:zlib';
import type { Queryable } from '../../platform/db/database';
import { reels } from '../../platform/db/schema/index';
import type { FileStorage } from '../../platform/files/storage/storage';

// The demo's reels (issue 32.7, ADR 0067): three published image stories, so the feed of /b2b/reals is alive from
// the first sign-in. Their posters are drawn here (a story-shaped 180 × 320 PNG: a two-colour gradient with
// diagonal bands) rather than kept as files, and stored in the file storage like an upload.

const WIDTH = 180;
const HEIGHT = 320;
type Rgb = [number, number, number];

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG from `top` to `bottom`, with lighter diagonal bands. */
export function posterPng(top: Rgb, bottom: Rgb): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < HEIGHT; y += 1) {
    const row = Buffer.alloc(1 + WIDTH * 3); // filter byte 0, then RGB
    for (let x = 0; x < WIDTH; x += 1) {
      const band = Math.floor((x + y) / 24) % 2 === 0 ? 18 : 0;
      for (let c = 0; c < 3; c += 1) {
        const value = top[c]! + ((bottom[c]! - top[c]!) * y) / HEIGHT + band;
        row[1 + x * 3 + c] = Math.min(255, Math.round(value));
      }
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(WIDTH, 0);
  header.writeUInt32BE(HEIGHT, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const DEMO_REELS: { colours: [Rgb, Rgb]; title: [string, string, string]; text: [string, string, string] }[] = [
  {
    colours: [
      [14, 116, 144],
      [8, 47, 73],
    ],
    title: ['جهّز مكيفاتك للصيف', 'Get your AC ready for summer', 'Préparez vos climatiseurs pour l’été'],
    text: [
      'نظّف الفلاتر كل شهر واطلب صيانة وقائية قبل يونيو: يقلّ الاستهلاك وتطول حياة الوحدة.',
      'Clean the filters monthly and book preventive maintenance before June: lower bills, longer-lasting units.',
      'Nettoyez les filtres chaque mois et réservez l’entretien préventif avant juin : moins de consommation, des unités qui durent.',
    ],
  },
  {
    colours: [
      [190, 18, 60],
      [76, 5, 25],
    ],
    title: ['عرض رمضان على السباكة', 'Ramadan plumbing offer', 'Offre plomberie du Ramadan'],
    text: [
      'فحص شامل لتسربات المياه في فروعك بسعر الباقة طوال شهر رمضان.',
      'A full water-leak check of your branches at the package price all through Ramadan.',
      'Un contrôle complet des fuites d’eau de vos agences au prix du forfait pendant tout le Ramadan.',
    ],
  },
  {
    colours: [
      [21, 128, 61],
      [5, 46, 22],
    ],
    title: ['سلامة اللوحات الكهربائية', 'Electrical panel safety', 'Sécurité des tableaux électriques'],
    text: [
      'رائحة احتراق أو قاطع يفصل كثيرًا؟ افتح طلبًا عاجلًا ولا تعِد تشغيله بنفسك.',
      'A burning smell or a breaker that keeps tripping? Open an urgent order and do not reset it yourself.',
      'Une odeur de brûlé ou un disjoncteur qui saute souvent ? Ouvrez une demande urgente et ne le réarmez pas vous-même.',
    ],
  },
];

/** Stores the posters and publishes the demo reels, an hour apart (the first is the newest). */
export async function seedReels(tx: Queryable, input: { files: FileStorage | null; now: Date }) {
  if (!input.files) return;
  for (const [index, reel] of DEMO_REELS.entries()) {
    const bytes = posterPng(...reel.colours);
    const stored = await input.files.save(Readable.from([bytes]));
    const at = new Date(input.now.getTime() - (index + 1) * 3600 * 1000);
    await tx.insert(reels).values({
      titleAr: reel.title[0],
      titleEn: reel.title[1],
      titleFr: reel.title[2],
      textAr: reel.text[0],
      textEn: reel.text[1],
      textFr: reel.text[2],
      posterKey: stored.storageKey,
      posterMime: 'image/png',
      posterSize: stored.size,
      publishedAt: at,
      createdAt: at,
    });
  }
}
