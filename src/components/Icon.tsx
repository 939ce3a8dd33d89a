import {
  Activity,
  Award,
  BadgeCheck,
  Bell,
  Building2,
  ClipboardCheck,
  Clock,
  Cloud,
  Database,
  Eye,
  EyeOff,
  FileSearch,
  Fingerprint,
  Gauge,
  Gift,
  Globe,
  Handshake,
  Heart,
  History,
  KeyRound,
  Layers,
  LifeBuoy,
  Lightbulb,
  Link,
  Lock,
  type LucideIcon,
  Nfc,
  QrCode,
  Rocket,
  ScrollText,
  Server,
  Share2,
  Shield,
  ShieldCheck,
  Smartphone,
  Target,
  Timer,
  TrendingDown,
  UserCheck,
  Users,
  Video,
  Workflow,
  Zap,
} from 'lucide-react';

/** the icons content modules may name (content stays free of React imports) */
export const icons: Record<string, LucideIcon> = {
  Activity,
  Award,
  BadgeCheck,
  Bell,
  Building2,
  ClipboardCheck,
  Clock,
  Cloud,
  Database,
  Eye,
  EyeOff,
  FileSearch,
  Fingerprint,
  Gauge,
  Gift,
  Globe,
  Handshake,
  Heart,
  History,
  KeyRound,
  Layers,
  LifeBuoy,
  Lightbulb,
  Link,
  Lock,
  Nfc,
  QrCode,
  Rocket,
  ScrollText,
  Server,
  Share2,
  Shield,
  ShieldCheck,
  Smartphone,
  Target,
  Timer,
  TrendingDown,
  UserCheck,
  Users,
  Video,
  Workflow,
  Zap,
};

/** a decorative icon by name; unknown names render a shield so a typo never breaks a page */
export function Icon({ name, className = 'h-6 w-6' }: { name: string; className?: string }) {
  const Cmp = icons[name] ?? Shield;
  return <Cmp className={className} aria-hidden="true" focusable="false" />;
}

/** an icon in a tinted rounded square, as used on cards */
export function IconBadge({ name }: { name: string }) {
  return (
    <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-brand-400/10 text-brand-300 ring-1 ring-brand-400/30">
      <Icon name={name} />
    </span>
  );
}
