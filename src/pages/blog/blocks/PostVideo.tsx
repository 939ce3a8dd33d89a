import { YouTubeFacade } from '../../../components/video/YouTubeFacade';
import { useConfig } from '../../../lib/config';
import { plainText, type RichText } from '../../../shared/blog/types';
import { RichTextView } from '../RichTextView';
import { LinkCard, shortUrl } from './LinkCard';

/**
 * A YouTube video in a post, as the home page's: a panel that loads the youtube-nocookie player only when
 * pressed. The site's Content-Security-Policy lets that frame in only where the site is set up for
 * YouTube (YOUTUBE_OVERVIEW_VIDEO_ID: core/securityHeaders.ts, headerOptionsFor); elsewhere the video is
 * a link to it, so the policy stays as it is and nothing is shown that cannot play.
 */
export function PostVideo({ videoId, url, caption }: { videoId: string; url: string; caption: RichText[] }) {
  const { overviewVideoId } = useConfig();
  const title = plainText(caption).trim() || 'Video';
  if (!overviewVideoId) return <LinkCard href={url} title={title} detail={`Video · ${shortUrl(url)}`} icon="play" />;
  return (
    <figure className="my-8">
      <YouTubeFacade videoId={videoId} title={title} />
      {caption.length > 0 && (
        <figcaption className="mt-3 text-center text-sm text-slate-400">
          <RichTextView runs={caption} />
        </figcaption>
      )}
    </figure>
  );
}
