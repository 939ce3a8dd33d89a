import { lazy, Suspense } from 'react';
import type { VideoPlayerProps } from './VideoPlayer';

const VideoPlayer = lazy(() => import('./VideoPlayer').then((m) => ({ default: m.VideoPlayer })));

/** what shows while the player's code loads after a client-side navigation: the poster, same size */
function PosterPlaceholder({ thumbnailUrl, className = '' }: Pick<VideoPlayerProps, 'thumbnailUrl' | 'className'>) {
  return (
    <div className={`relative aspect-video overflow-hidden rounded-2xl border border-ink-700 bg-ink-900 ${className}`}>
      {thumbnailUrl && <img src={thumbnailUrl} alt="" width={640} height={360} className="h-full w-full object-cover" />}
    </div>
  );
}

/**
 * The video player as its own chunk: pages are pre-rendered with the player's HTML, and its code
 * loads after the page's own chunk, so it never counts against a page's first-load JavaScript.
 */
export function LazyVideoPlayer(props: VideoPlayerProps) {
  return (
    <Suspense fallback={<PosterPlaceholder thumbnailUrl={props.thumbnailUrl} className={props.className} />}>
      <VideoPlayer {...props} />
    </Suspense>
  );
}
