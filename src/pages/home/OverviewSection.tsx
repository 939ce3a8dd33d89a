import { RevealSection } from '../../components/RevealSection';
import { LazyVideoPlayer } from '../../components/video/LazyVideoPlayer';
import { YouTubeFacade } from '../../components/video/YouTubeFacade';
import { overview } from '../../content/home';
import { useConfig } from '../../lib/config';

/** the overview video: the configured video-site video (loaded on click), else the local demo clip */
export function OverviewSection() {
  const { overviewVideoId } = useConfig();
  return (
    <RevealSection id={overview.id} title={overview.title} intro={overview.text}>
      <div className="mx-auto max-w-4xl">
        {overviewVideoId ? (
          <YouTubeFacade videoId={overviewVideoId} title={overview.title} posterUrl={overview.video.thumbnailUrl} />
        ) : (
          <LazyVideoPlayer {...overview.video} />
        )}
      </div>
    </RevealSection>
  );
}
