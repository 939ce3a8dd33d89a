import { imageUrl, type MediaPayload, plainText } from '../../../shared/blog/types';

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/** the video id of a YouTube address (watch, youtu.be, embed, shorts, youtube-nocookie); null for any other */
export function youTubeId(url: string): string | null {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return null;
  }
  if (u.protocol !== 'https:' && u.protocol !== 'http:') return null;
  const host = u.hostname.toLowerCase().replace(/^(www|m)\./, '');
  let id: string | null = null;
  if (host === 'youtu.be') id = u.pathname.split('/')[1] ?? null;
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const [first, second] = u.pathname.split('/').filter(Boolean);
    if (first === 'watch') id = u.searchParams.get('v');
    else if (first === 'embed' || first === 'shorts' || first === 'live') id = second ?? null;
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

const safeDecode = (s: string) => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

const KIND = { file: 'File', pdf: 'PDF', audio: 'Audio', video: 'Video' } as const;

/** a file block's card: its caption, else its name, else the file name of its address; and what it is */
export function fileCard(kind: keyof typeof KIND, media: MediaPayload): { href: string; title: string; detail: string } {
  const href = imageUrl(media);
  const fromUrl = safeDecode(href.split(/[?#]/)[0]?.split('/').pop() ?? '');
  const name = media.name || fromUrl;
  const title = plainText(media.caption).trim() || name || KIND[kind];
  const detail = name && name !== title ? `${KIND[kind]} · ${name}` : KIND[kind];
  return { href, title, detail };
}
