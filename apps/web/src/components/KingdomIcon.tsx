import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';

export type KingdomKind = 'animals' | 'plants' | 'fungi' | 'other';

/** Which icon a kingdom gets, by its scientific name (or kingdom id 1 = animals, 975 = fungi). */
export const kingdomKind = (kingdom?: string | number | null): KingdomKind => {
  if (kingdom === 1) return 'animals';
  if (kingdom === 2) return 'plants';
  if (kingdom === 975) return 'fungi';
  const name = typeof kingdom === 'string' ? kingdom.trim().toLowerCase() : '';
  if (name === 'animalia') return 'animals';
  if (name === 'plantae') return 'plants';
  if (name === 'fungi') return 'fungi';
  return 'other';
};

export const KINGDOM_LABELS: Readonly<Record<KingdomKind, string>> = {
  animals: 'Dyr (Animalia)',
  plants: 'Planter (Plantae)',
  fungi: 'Sopper (Fungi)',
  other: 'Annet rike',
};

const PATHS: Readonly<Record<KingdomKind, string>> = {
  // a paw
  animals:
    'M12 11.2c-2.6 0-6 3.4-6 6 0 1.6 1.2 2.4 2.6 2.4 1.2 0 2.2-.7 3.4-.7s2.2.7 3.4.7c1.4 0 2.6-.8 2.6-2.4 0-2.6-3.4-6-6-6zM6.1 10.6c1.2-.4 1.7-1.9 1.2-3.4S5.6 4.8 4.4 5.2 2.7 7.1 3.2 8.6s1.7 2.4 2.9 2zm3.8-1.9c1.4 0 2.4-1.5 2.4-3.3S11.3 2 9.9 2 7.5 3.5 7.5 5.4s1 3.3 2.4 3.3zm4.2 0c1.4 0 2.4-1.5 2.4-3.3S15.5 2 14.1 2s-2.4 1.5-2.4 3.4 1 3.3 2.4 3.3zm5.8-3.5c-1.2-.4-2.6.5-3.1 2s0 3 1.2 3.4 2.6-.5 3.1-2-.1-3-1.2-3.4z',
  // a leaf
  plants:
    'M20.5 3.5C12 3.5 5 7.4 5 14.3c0 1.5.4 2.9 1.1 4.1L3.3 21.2l1.4 1.4 2.8-2.8c1.2.7 2.6 1.1 4.1 1.1 6.9 0 10.8-7 10.8-15.5V3.5h-1.9zM11.6 19c-1 0-2-.3-2.8-.7l6.9-6.9-1.4-1.4-6.9 6.9c-.4-.8-.7-1.7-.7-2.7 0-5.1 5.1-8.3 11.8-8.6-.3 6.6-3.5 11.7-6.9 13.4z',
  // a mushroom
  fungi:
    'M12 2C6.5 2 2 5.9 2 10.4c0 .9.7 1.6 1.6 1.6h5.2l-.8 7.2C7.8 20.8 9 22 10.5 22h3c1.5 0 2.7-1.2 2.5-2.8l-.8-7.2h5.2c.9 0 1.6-.7 1.6-1.6C22 5.9 17.5 2 12 2zm1.5 18h-3c-.3 0-.5-.2-.5-.5l.8-7.5h2.4l.8 7.5c0 .3-.2.5-.5.5zM4.1 10c.5-3.4 3.9-6 7.9-6s7.4 2.6 7.9 6H4.1z',
  // a dotted circle (any other kingdom)
  other: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 18a8 8 0 1 1 0-16 8 8 0 0 1 0 16zm0-11a3 3 0 1 0 0 6 3 3 0 0 0 0-6z',
};

const COLORS: Readonly<Record<KingdomKind, string>> = { animals: '#8a4b08', plants: '#2e7d32', fungi: '#6d4c41', other: '#546e7a' };

/** Kingdom icon with an accessible name (or hidden from assistive technology when `decorative`). */
export function KingdomIcon({ kingdom, decorative = false, ...props }: { kingdom?: string | number | null; decorative?: boolean } & SvgIconProps) {
  const kind = kingdomKind(kingdom);
  return (
    <SvgIcon
      {...props}
      data-kingdom={kind}
      htmlColor={COLORS[kind]}
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': KINGDOM_LABELS[kind], titleAccess: KINGDOM_LABELS[kind] })}
    >
      <path d={PATHS[kind]} />
    </SvgIcon>
  );
}
