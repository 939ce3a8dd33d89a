import type { LucideIcon } from 'lucide-react';
import Activity from 'lucide-react/icons/activity';
import Award from 'lucide-react/icons/award';
import BadgeCheck from 'lucide-react/icons/badge-check';
import Bell from 'lucide-react/icons/bell';
import Building2 from 'lucide-react/icons/building-complex';
import ClipboardCheck from 'lucide-react/icons/clipboard-check';
import Clock from 'lucide-react/icons/clock';
import Cloud from 'lucide-react/icons/cloud';
import Database from 'lucide-react/icons/database';
import Eye from 'lucide-react/icons/eye';
import EyeOff from 'lucide-react/icons/eye-off';
import FileSearch from 'lucide-react/icons/file-search';
import Fingerprint from 'lucide-react/icons/fingerprint-pattern';
import Gauge from 'lucide-react/icons/gauge';
import Gift from 'lucide-react/icons/gift';
import Globe from 'lucide-react/icons/globe';
import Handshake from 'lucide-react/icons/handshake';
import Heart from 'lucide-react/icons/heart';
import KeyRound from 'lucide-react/icons/key-round';
import Layers from 'lucide-react/icons/layers';
import LifeBuoy from 'lucide-react/icons/life-buoy';
import Lightbulb from 'lucide-react/icons/lightbulb';
import Link from 'lucide-react/icons/link';
import Lock from 'lucide-react/icons/lock';
import Nfc from 'lucide-react/icons/nfc';
import QrCode from 'lucide-react/icons/qr-code';
import Rocket from 'lucide-react/icons/rocket';
import History from 'lucide-react/icons/rotate-ccw-clock';
import ScrollText from 'lucide-react/icons/scroll-text';
import Server from 'lucide-react/icons/server';
import Share2 from 'lucide-react/icons/share-2';
import Shield from 'lucide-react/icons/shield';
import ShieldCheck from 'lucide-react/icons/shield-check';
import Smartphone from 'lucide-react/icons/smartphone';
import Target from 'lucide-react/icons/target';
import Timer from 'lucide-react/icons/timer';
import TrendingDown from 'lucide-react/icons/trending-down';
import UserCheck from 'lucide-react/icons/user-check';
import Users from 'lucide-react/icons/users';
import Video from 'lucide-react/icons/video';
import Workflow from 'lucide-react/icons/workflow';
import Zap from 'lucide-react/icons/zap';

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
