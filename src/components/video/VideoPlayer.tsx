import CirclePlay from 'lucide-react/icons/circle-play';
import Pause from 'lucide-react/icons/pause';
import Play from 'lucide-react/icons/play';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { describeMediaError } from './mediaError';

/** the site's own demo clip, used when useFallbackVideo is set and the given video cannot be played */
export const FALLBACK_VIDEO_URL = '/media/blokkey-demo.mp4';

/** where playback starts once the video has loaded (spec: 0.5 s) */
export const START_POSITION = 0.5;

export type VideoStatus = 'loading' | 'ready' | 'playing' | 'paused' | 'ended' | 'error';

export interface VideoPlayerProps {
  videoUrl: string;
  /** poster shown until the first play; without one a spinner shows while loading */
  thumbnailUrl?: string;
  /** what the video shows, for screen readers */
  altText: string;
  /** show the technical reason when the video fails */
  debug?: boolean;
  /** when the video cannot be played, try the site's bundled demo clip before giving up */
  useFallbackVideo?: boolean;
  /** the browser's own controls instead of the play overlay */
  useNativeControls?: boolean;
  className?: string;
}

const overlayButton =
  'absolute inset-0 flex h-full w-full items-center justify-center rounded-2xl focus-visible:outline-offset-[-4px] focus-visible:outline-4';

/** a demo video with poster, play overlay and friendly error state */
export function VideoPlayer({
  videoUrl,
  thumbnailUrl,
  altText,
  debug = false,
  useFallbackVideo = false,
  useNativeControls = false,
  className = '',
}: VideoPlayerProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [src, setSrc] = useState(videoUrl);
  const [status, setStatus] = useState<VideoStatus>('loading');
  const [hasPlayed, setHasPlayed] = useState(false);
  const [posterFailed, setPosterFailed] = useState(!thumbnailUrl);
  const [progress, setProgress] = useState(0);
  const [detail, setDetail] = useState('');
  const descId = useId();

  const fail = useCallback(
    (reason?: unknown) => {
      const video = videoRef.current;
      if (useFallbackVideo && src !== FALLBACK_VIDEO_URL) {
        setSrc(FALLBACK_VIDEO_URL);
        setStatus('loading');
        return;
      }
      setDetail(describeMediaError(src, video?.error ?? null, reason));
      setStatus('error');
    },
    [src, useFallbackVideo],
  );

  const onLoadedMetadata = useCallback(() => {
    const video = videoRef.current;
    if (!video) return;
    if (!hasPlayed && video.currentTime < START_POSITION && video.duration > START_POSITION) video.currentTime = START_POSITION;
    setStatus((s) => (s === 'loading' ? 'ready' : s));
  }, [hasPlayed]);

  // events that fired before hydration are lost: read the element's state once mounted
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs per source, on purpose
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    if (video.error) fail();
    else if (video.readyState >= HTMLMediaElement.HAVE_METADATA) onLoadedMetadata();
  }, [src]);

  const play = () => {
    const video = videoRef.current;
    if (!video) return;
    if (status === 'ended' || video.ended) video.currentTime = 0;
    video.play().catch((err: unknown) => {
      // a pause() racing the play() is not a failure
      if (err instanceof DOMException && err.name === 'AbortError') return;
      fail(err);
    });
  };

  const toggle = () => {
    const video = videoRef.current;
    if (!video) return;
    if (status === 'playing') video.pause();
    else play();
  };

  // with the browser's controls the poster attribute is used, so no overlay hides those controls
  const showPoster = !useNativeControls && !hasPlayed && !posterFailed && status !== 'error';
  const showSpinner = status === 'loading' && posterFailed;
  const canPress = !useNativeControls && status !== 'error' && status !== 'loading';
  const label = status === 'playing' ? 'Pause video' : status === 'ended' ? 'Replay video' : 'Play video';

  return (
    <figure
      className={`relative aspect-video overflow-hidden rounded-2xl border border-ink-700 bg-ink-900 shadow-2xl shadow-black/40 ${className}`}
      data-video-status={status}
    >
      {/* biome-ignore lint/a11y/useMediaCaption: the demo clips have no sound; altText (the caption below) describes them */}
      <video
        ref={videoRef}
        key={src}
        src={src}
        className="h-full w-full object-cover"
        preload="metadata"
        playsInline
        controls={useNativeControls}
        poster={useNativeControls ? thumbnailUrl : undefined}
        aria-label={altText}
        onLoadedMetadata={onLoadedMetadata}
        onPlaying={() => {
          setHasPlayed(true);
          setStatus('playing');
        }}
        onPause={(e) => {
          if (!e.currentTarget.ended) setStatus('paused');
        }}
        onEnded={() => setStatus('ended')}
        onError={() => fail()}
        onTimeUpdate={(e) => {
          const v = e.currentTarget;
          setProgress(v.duration ? v.currentTime / v.duration : 0);
        }}
      />
      {showPoster && (
        <img
          src={thumbnailUrl}
          alt=""
          width={640}
          height={360}
          decoding="async"
          className="pointer-events-none absolute inset-0 h-full w-full object-cover"
          onError={() => setPosterFailed(true)}
        />
      )}

      {showSpinner && (
        <div className="absolute inset-0 flex items-center justify-center" role="status">
          <span className="h-10 w-10 animate-spin rounded-full border-4 border-brand-400 border-t-transparent" aria-hidden="true" />
          <span className="sr-only">Loading video</span>
        </div>
      )}

      {canPress && (
        <button type="button" className={`${overlayButton} group`} onClick={toggle} aria-label={label} aria-describedby={descId}>
          {status === 'playing' ? (
            <span className="absolute bottom-4 left-4 inline-flex h-10 w-10 items-center justify-center rounded-full bg-ink-950/80 text-white opacity-0 ring-1 ring-white/20 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100">
              <Pause className="h-5 w-5" aria-hidden="true" />
            </span>
          ) : (
            <span className="inline-flex h-16 w-16 items-center justify-center rounded-full bg-brand-400 text-ink-950 shadow-lg shadow-brand-500/30 transition-transform group-hover:scale-105 sm:h-20 sm:w-20">
              {status === 'ended' ? (
                <RotateCcw className="h-8 w-8" aria-hidden="true" />
              ) : status === 'paused' ? (
                <Play className="h-8 w-8 translate-x-0.5" aria-hidden="true" />
              ) : (
                <CirclePlay className="h-10 w-10" aria-hidden="true" />
              )}
            </span>
          )}
        </button>
      )}

      {!useNativeControls && hasPlayed && status !== 'error' && (
        <div className="pointer-events-none absolute inset-x-0 bottom-0 h-1 bg-white/10" aria-hidden="true">
          <div className="h-full bg-brand-400" style={{ width: `${Math.round(progress * 1000) / 10}%` }} />
        </div>
      )}

      {status === 'error' && (
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-ink-900 p-6 text-center" role="alert">
          <TriangleAlert className="h-8 w-8 text-amber-300" aria-hidden="true" />
          <p className="font-semibold text-white">Video preview unavailable</p>
          {debug && (
            <p className="max-w-md break-words font-mono text-xs text-slate-300" data-testid="video-error-detail">
              {detail}
            </p>
          )}
        </div>
      )}

      {/* a figure's caption is its first or last child: the poster, the button and the overlays come before it */}
      <figcaption id={descId} className="sr-only">
        {altText}
      </figcaption>
    </figure>
  );
}
