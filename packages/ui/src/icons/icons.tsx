import { createIcon } from './createIcon';

// Simple outline glyphs on a 24×24 grid, one named export each so unused ones tree-shake away.
export const MenuIcon = createIcon('Menu', ['M4 6h16', 'M4 12h16', 'M4 18h16']);
export const CloseIcon = createIcon('Close', ['M6 6l12 12', 'M18 6L6 18']);
export const ChevronDownIcon = createIcon('ChevronDown', ['M6 9l6 6 6-6']);
export const CheckIcon = createIcon('Check', ['M5 12l5 5L20 7']);
export const MinusIcon = createIcon('Minus', ['M5 12h14']);
export const StarIcon = createIcon('Star', [
  'M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z',
]);
export const PhoneIcon = createIcon('Phone', [
  'M5 4h4l2 5-2.5 1.5a11 11 0 005 5L15 13l5 2v4a2 2 0 01-2 2A16 16 0 013 6a2 2 0 012-2',
]);
export const MailIcon = createIcon('Mail', ['M3 5h18v14H3z', 'M3 6l9 7 9-7']);
export const ChatIcon = createIcon('Chat', ['M21 12a8 8 0 01-11.6 7.1L4 20l1-4.6A8 8 0 1121 12z']);
export const ShieldIcon = createIcon('Shield', [
  'M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6z',
]);
export const CloudIcon = createIcon('Cloud', [
  'M7 18a4 4 0 010-8 6 6 0 0111.5 1.5A3.5 3.5 0 0118 18z',
]);
export const ServerIcon = createIcon('Server', [
  'M4 4h16v6H4z',
  'M4 14h16v6H4z',
  'M8 7h.01',
  'M8 17h.01',
]);
export const HeadsetIcon = createIcon('Headset', [
  'M4 14v-2a8 8 0 0116 0v2',
  'M4 14h3v5H4z',
  'M17 14h3v5h-3z',
]);
export const HomeIcon = createIcon('Home', ['M3 11l9-8 9 8', 'M5 10v10h14V10']);
export const InfoIcon = createIcon('Info', [
  'M12 21a9 9 0 100-18 9 9 0 000 18z',
  'M12 11v5',
  'M12 8h.01',
]);
export const WrenchIcon = createIcon('Wrench', [
  'M14.7 6.3a4 4 0 00-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 005.4-5.4l-2.5 2.5-2.5-.5-.5-2.5z',
]);
export const BriefcaseIcon = createIcon('Briefcase', ['M3 7h18v13H3z', 'M9 7V4h6v3']);
export const CalculatorIcon = createIcon('Calculator', [
  'M5 3h14v18H5z',
  'M8 7h8',
  'M8 12h.01',
  'M12 12h.01',
  'M16 12h.01',
  'M8 16h.01',
  'M12 16h.01',
  'M16 16h.01',
]);
export const PackageIcon = createIcon('Package', [
  'M12 3l8 4.5v9L12 21l-8-4.5v-9z',
  'M4 7.5l8 4.5 8-4.5',
  'M12 12v9',
]);
// The arrow points along the line, out of the box: up and to the left in right-to-left text.
export const ExternalIcon = createIcon('External', ['M14 4h6v6', 'M20 4l-9 9', 'M18 14v6H4V6h6'], {
  mirrorInRtl: true,
});
export const MapPinIcon = createIcon('MapPin', [
  'M12 21s-7-6.2-7-12a7 7 0 0114 0c0 5.8-7 12-7 12z',
  'M12 9h.01',
]);
export const ClockIcon = createIcon('Clock', ['M12 21a9 9 0 100-18 9 9 0 000 18z', 'M12 7v5l3 2']);
export const UsersIcon = createIcon('Users', [
  'M9 11a4 4 0 100-8 4 4 0 000 8z',
  'M2 21v-1a6 6 0 0114 0v1',
  'M17 11a3 3 0 100-6',
  'M22 21v-1a5 5 0 00-4-4.9',
]);
export const NetworkIcon = createIcon('Network', [
  'M10 3h4v4h-4z',
  'M3 17h4v4H3z',
  'M17 17h4v4h-4z',
  'M12 7v5',
  'M5 17v-3h14v3',
]);
export const LockIcon = createIcon('Lock', ['M5 11h14v10H5z', 'M8 11V7a4 4 0 018 0v4']);
export const FileIcon = createIcon('File', ['M6 3h8l4 4v14H6z', 'M14 3v4h4']);
export const AlertIcon = createIcon('Alert', ['M12 3l10 18H2z', 'M12 10v4', 'M12 17h.01']);
