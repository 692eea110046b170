import {
  BriefcaseIcon,
  CalculatorIcon,
  ClockIcon,
  CloudIcon,
  FileIcon,
  HeadsetIcon,
  HomeIcon,
  InfoIcon,
  LockIcon,
  NetworkIcon,
  PackageIcon,
  ServerIcon,
  ShieldIcon,
  UsersIcon,
  WrenchIcon,
} from '@acme/ui';

/** The icons content modules may name. */
export const ICONS = {
  briefcase: BriefcaseIcon,
  calculator: CalculatorIcon,
  clock: ClockIcon,
  cloud: CloudIcon,
  file: FileIcon,
  headset: HeadsetIcon,
  home: HomeIcon,
  info: InfoIcon,
  lock: LockIcon,
  network: NetworkIcon,
  package: PackageIcon,
  server: ServerIcon,
  shield: ShieldIcon,
  users: UsersIcon,
  wrench: WrenchIcon,
} as const;

/** Draws a named icon. */
export function NamedIcon({ name }: { name: keyof typeof ICONS }) {
  const Icon = ICONS[name];
  return <Icon />;
}
