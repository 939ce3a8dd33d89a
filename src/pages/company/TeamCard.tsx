import { ImageWithFallback } from '../../components/ImageWithFallback';
import type { TeamMember } from '../../content/about';

export function TeamCard({ member }: { member: TeamMember }) {
  return (
    <li className="card flex flex-col items-center p-6 text-center sm:flex-row sm:items-start sm:text-left">
      <ImageWithFallback
        src={member.image}
        alt={`Portrait of ${member.name}`}
        width={112}
        height={112}
        className="h-28 w-28 shrink-0 rounded-full bg-ink-800 object-cover"
      />
      <div className="mt-4 sm:mt-0 sm:ml-6">
        <h3 className="text-xl font-semibold">{member.name}</h3>
        <p className="text-brand-300">{member.position}</p>
        <p className="mt-3 text-slate-300">{member.bio}</p>
        <a href={member.linkedin} target="_blank" rel="noopener noreferrer" className="mt-3 inline-block text-sm font-medium">
          {member.name} on LinkedIn<span className="sr-only"> (opens in a new tab)</span>
        </a>
      </div>
    </li>
  );
}
