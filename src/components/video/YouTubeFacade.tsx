import { useState } from 'react';

interface YouTubeFacadeProps {
  videoId: string;
  title: string;
  /** a local poster image (the frame and its scripts load only after a click); without one, a plain panel */
  posterUrl?: string;
}

/** a video from the video site that costs nothing until the visitor presses play: a poster button, then a youtube-nocookie frame */
export function YouTubeFacade({ videoId, title, posterUrl }: YouTubeFacadeProps) {
  const [playing, setPlaying] = useState(false);
  if (playing) {
    return (
      <div className="aspect-video overflow-hidden rounded-2xl border border-ink-700 bg-black">
        <iframe
          src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0`}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
          className="h-full w-full"
        />
      </div>
    );
  }
  return (
    <button
      type="button"
      onClick={() => setPlaying(true)}
      className="group relative block aspect-video w-full overflow-hidden rounded-2xl border border-ink-700 bg-ink-900"
      aria-label={`Play video: ${title} (loads the YouTube player)`}
    >
      {posterUrl ? (
        <img src={posterUrl} alt="" width={1280} height={720} loading="lazy" decoding="async" className="h-full w-full object-cover" />
      ) : (
        <span className="absolute inset-0 bg-[radial-gradient(ellipse_at_center,_rgba(56,189,248,0.18),_transparent_65%)]" />
      )}
      <span className="absolute inset-0 flex items-center justify-center bg-ink-950/30 transition-colors group-hover:bg-ink-950/10">
        <span className="flex h-20 w-20 items-center justify-center rounded-full bg-brand-400 text-ink-950 shadow-2xl shadow-black/60 transition-transform group-hover:scale-105">
          <svg width="32" height="32" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M8 5.5v13l10.5-6.5L8 5.5Z" fill="currentColor" />
          </svg>
        </span>
      </span>
      <span className="absolute right-3 bottom-3 rounded-full bg-ink-950/80 px-3 py-1 text-xs text-slate-200">Plays from YouTube</span>
    </button>
  );
}
