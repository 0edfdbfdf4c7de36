import { SwapForm } from './SwapForm';
import { SwapTaxonSection } from './SwapTaxonSection';

/** /swap "Bytt takson" (spec 2 §2.3): the swap form in swap mode, and moving one synonym to another taxon. */
export default function SwapPage() {
  return (
    <>
      <SwapForm mode="swap" />
      <SwapTaxonSection />
    </>
  );
}
