import { RevealSection } from '../../components/RevealSection';
import { sectionIntros } from '../../content/home';
import { integrations } from '../../content/integrations';
import { IntegrationCard } from '../products/IntegrationCard';

export function IntegrationsSection() {
  return (
    <RevealSection id="integrations" title={sectionIntros.integrations.title} intro={sectionIntros.integrations.text}>
      <ul className="flex flex-wrap justify-center gap-6 [&>li]:w-full sm:[&>li]:w-[calc(50%-0.75rem)] lg:[&>li]:w-[calc(33.333%-1rem)]">
        {integrations.map((integration) => (
          <IntegrationCard key={integration.slug} integration={integration} />
        ))}
      </ul>
    </RevealSection>
  );
}
