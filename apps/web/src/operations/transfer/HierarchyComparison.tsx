import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { NameHtml } from '../../components/NameHtml';
import { rankLabel } from '../../domain/ranks';
import type { HierarchyItem, TransferPreview } from './api';
import { comparison, NO_COMMON_ANCESTORS } from './transfer-rules';

const INDENT = 1.5;

function Row({ item, depth, mark, tone }: { item: HierarchyItem; depth: number; mark?: string; tone?: 'old' | 'new' | 'moved' }) {
  const colors = { old: 'rgba(183, 28, 28, 0.08)', new: 'rgba(46, 125, 50, 0.12)', moved: 'rgba(31, 78, 61, 0.16)' };
  return (
    <Box
      component="li"
      className={`hierarchy-row${tone ? ` hierarchy-row--${tone}` : ''}`}
      data-taxon-id={item.taxonId}
      sx={{ pl: depth * INDENT, py: 0.25, borderRadius: 1, bgcolor: tone ? colors[tone] : 'transparent' }}
    >
      <Box component="span" sx={{ color: 'text.secondary', display: 'inline-block', minWidth: 96 }}>
        {rankLabel(item.taxonRank)}:
      </Box>{' '}
      <NameHtml html={item.scientificNamePresentationHtml} fallback={item.scientificName} />
      {mark && (
        <Box component="span" sx={{ ml: 1, fontSize: '0.85em', fontStyle: 'italic', color: 'text.secondary' }}>
          ({mark})
        </Box>
      )}
    </Box>
  );
}

/**
 * The transfer screen's comparison of the old and the new hierarchy (spec 2 §2.5): the common ancestors (which can be
 * collapsed), then the differing ancestors of the old and of the new place side by side, each ending with the moved
 * name. With a genus change the new place shows the new combination.
 */
export function HierarchyComparison({ preview }: { preview: TransferPreview }) {
  const { common, old, next } = comparison(preview);
  const [collapsed, setCollapsed] = useState(common.length > 3);
  const commonId = useId();
  const shownCommon = collapsed ? common.slice(-1) : common;
  const hiddenCount = common.length - shownCommon.length;
  const depth = common.length;
  const movedName = preview.name;
  const newName =
    preview.genusChanged && preview.changes[0]
      ? {
          ...movedName,
          scientificName: preview.changes[0].newNameScientificName,
          scientificNamePresentationHtml: `<i>${preview.changes[0].newNameScientificName}</i>`,
        }
      : movedName;

  return (
    <Box component="section" aria-label="Sammenligning av gammel og ny plassering" className="hierarchy-comparison" sx={{ my: 2 }}>
      <Typography variant="h3" sx={{ fontSize: '1.05rem', fontWeight: 600, mb: 1 }}>
        Gammel og ny plassering
      </Typography>
      {common.length === 0 ? (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {NO_COMMON_ANCESTORS}
        </Alert>
      ) : (
        <>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <strong>Felles forfedre ({common.length})</strong>
            {common.length > 1 && (
              <Button size="small" variant="text" aria-expanded={!collapsed} aria-controls={commonId} onClick={() => setCollapsed((c) => !c)}>
                {collapsed ? 'Vis hele den felles delen' : 'Skjul den felles delen'}
              </Button>
            )}
          </Box>
          <Box component="ol" id={commonId} aria-label="Felles forfedre" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {hiddenCount > 0 && (
              <Box component="li" sx={{ color: 'text.secondary', fontSize: '0.875rem' }}>
                … {hiddenCount} {hiddenCount === 1 ? 'nivå' : 'nivåer'} skjult
              </Box>
            )}
            {shownCommon.map((item, index) => (
              <Row key={item.taxonId} item={item} depth={collapsed ? 0 : index} />
            ))}
          </Box>
        </>
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, mt: 1 }}>
        <div>
          <strong>Nå</strong>
          <Box component="ol" aria-label="Gammel plassering" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {old.map((item, index) => (
              <Row
                key={item.taxonId}
                item={item}
                depth={(collapsed ? 1 : depth) + index}
                tone="old"
                mark={index === old.length - 1 ? 'gammel overordnet' : 'forsvinner fra klassifikasjonen'}
              />
            ))}
            <Row item={movedName} depth={(collapsed ? 1 : depth) + old.length} mark="var her før" />
          </Box>
        </div>
        <div>
          <strong>Etter flyttingen</strong>
          <Box component="ol" aria-label="Ny plassering" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {next.map((item, index) => (
              <Row
                key={item.taxonId}
                item={item}
                depth={(collapsed ? 1 : depth) + index}
                tone="new"
                mark={index === next.length - 1 ? 'ny overordnet' : 'ny i klassifikasjonen'}
              />
            ))}
            <Row
              item={newName}
              depth={(collapsed ? 1 : depth) + next.length}
              tone="moved"
              mark={preview.genusChanged ? 'ny plassering, nytt navn' : 'ny plassering'}
            />
          </Box>
        </div>
      </Box>
    </Box>
  );
}
