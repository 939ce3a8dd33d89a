import { LazyVideoPlayer } from '../../components/video/LazyVideoPlayer';
import { overview } from '../../content/home';
import { HomeSection } from './HomeSection';

export function OverviewSection() {
  return (
    <HomeSection id={overview.id} title={overview.title} intro={overview.text}>
      <div className="mx-auto max-w-4xl">
        <LazyVideoPlayer {...overview.video} />
      </div>
    </HomeSection>
  );
}
