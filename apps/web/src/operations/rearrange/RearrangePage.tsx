import { SwapForm } from '../swap/SwapForm';

/** /rearrange "Omprioriter taxon" (spec 2 §2.3, §4.3): the swap form in rearrange mode (no new names, no exists-in-Norway step). */
export default function RearrangePage() {
  return <SwapForm mode="rearrange" />;
}
