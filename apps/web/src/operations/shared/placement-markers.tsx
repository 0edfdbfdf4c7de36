import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { TreeNode } from '../../api/types';

export const NEW_PLACEMENT_TEXT = 'Ny plassering';
export const OLD_PARENT_TEXT = 'Var overordnet før';
export const NOT_ALLOWED_PLACEMENT_TEXT = 'Ikke tillatt som overordnet, men valgt som ny plassering';

export interface PlacementMarkerOptions {
  /** Taxon id of the chosen new parent. */
  readonly newParentTaxonId?: number;
  /** Taxon id of the parent before (the name's current parent). */
  readonly oldParentTaxonId?: number;
  /** Whether a node may be a parent (rank rules); a chosen node that may not is marked so. */
  readonly isAllowedParent?: (node: TreeNode) => boolean;
}

const Tag = ({ children, tone }: { children: ReactNode; tone: 'new' | 'old' | 'bad' }) => (
  <Box
    component="span"
    className={`placement-marker placement-marker--${tone}`}
    sx={{
      fontSize: '0.8rem',
      fontWeight: 600,
      borderRadius: 1,
      px: 0.75,
      bgcolor: tone === 'new' ? 'success.light' : tone === 'old' ? 'grey.300' : 'warning.light',
      color: tone === 'old' ? 'text.primary' : 'common.black',
    }}
  >
    {children}
  </Box>
);

/**
 * Tree marks for a placement step (spec 1 §2 "Life tree"): the new parent "Ny plassering", the old parent
 * "Var overordnet før", and a chosen node whose rank is not allowed "Ikke tillatt som overordnet, men valgt som ny
 * plassering". Pass the answer as LifeTree's (or TaxonChooser's) renderMarker.
 */
export const placementMarker =
  ({ newParentTaxonId, oldParentTaxonId, isAllowedParent }: PlacementMarkerOptions) =>
  (node: TreeNode): ReactNode => {
    const marks: ReactNode[] = [];
    if (node.taxonNameId === newParentTaxonId) {
      marks.push(
        isAllowedParent && !isAllowedParent(node) ? (
          <Tag key="bad" tone="bad">
            {NOT_ALLOWED_PLACEMENT_TEXT}
          </Tag>
        ) : (
          <Tag key="new" tone="new">
            {NEW_PLACEMENT_TEXT}
          </Tag>
        ),
      );
    }
    if (oldParentTaxonId !== undefined && node.taxonNameId === oldParentTaxonId && oldParentTaxonId !== newParentTaxonId) {
      marks.push(
        <Tag key="old" tone="old">
          {OLD_PARENT_TEXT}
        </Tag>,
      );
    }
    return marks.length ? <>{marks}</> : null;
  };
