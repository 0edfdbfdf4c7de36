import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useInfiniteQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import { childrenPageUrl, fetchChildrenPage, type ChildrenPage } from '../api/taxon-name';
import { ApiError } from '../api/http';
import type { TreeNode } from '../api/types';
import { NameHtml } from '../components/NameHtml';
import { Spinner } from '../components/Spinner';
import { AUTO_OPEN_IDS } from '../domain/constants';
import { rankLabel } from '../domain/ranks';
import { taxonomicStatusLabel } from '../domain/statuses';
import { useMessages } from '../shell/messages';
import { isRootNode, isSelectable, otherNames, ROOT_NODE, vernacularLine } from './tree-rules';

export const TREE_FETCH_ERROR = 'En feil har oppstått ved innhenting ved navigasjonstrenoden';

export interface LifeTreeProps {
  /** Accessible name of the tree. */
  readonly label?: string;
  /** Taxon ids to open (the current taxon's higher classification); the root, Biota and non-biota always open. */
  readonly openTaxonIds?: readonly number[];
  /** The taxon of the page, highlighted. */
  readonly currentTaxonId?: number;
  /** Chooser mode: clicking a node calls this instead of opening its name page. */
  readonly onSelect?: (node: TreeNode) => void;
  /** Chooser mode: only leaves may be chosen. */
  readonly selectableLeavesOnly?: boolean;
  /** Chooser mode: a further rule for which nodes may be chosen (for example allowed ranks). */
  readonly canSelect?: (node: TreeNode) => boolean;
  /** The chosen node in chooser mode. */
  readonly selectedTaxonId?: number;
  /** Extra marks beside a node (for example "ny plassering" in the editor screens). */
  readonly renderMarker?: (node: TreeNode) => ReactNode;
  /** Top node (default the synthetic root). */
  readonly root?: TreeNode;
  /** The tree as it was at this time (ISO date or date-time); name links keep it. */
  readonly asOf?: string;
}

/** A name page's address, as of a time when one is given. */
export const nameInfoPath = (scientificNameId: number, asOf?: string) =>
  `/name-info/${scientificNameId}${asOf ? `?asOf=${encodeURIComponent(asOf)}` : ''}`;

/**
 * The children of a node, CHILDREN_PAGE_SIZE at a time (a family may have thousands): each page is loaded once and
 * kept in the query cache (key: parent taxonNameId); the next one when the user asks for it.
 */
export const childrenQuery = (taxonNameId: number, asOf?: string) => ({
  queryKey: asOf ? (['tree-children', taxonNameId, asOf] as const) : (['tree-children', taxonNameId] as const),
  queryFn: ({ signal, pageParam }: { signal: AbortSignal; pageParam: string }) => fetchChildrenPage(pageParam, signal),
  initialPageParam: childrenPageUrl(taxonNameId, asOf),
  getNextPageParam: (last: ChildrenPage) => last.next,
  staleTime: Infinity,
  gcTime: 30 * 60_000,
  retry: false,
});

/** The button text under a list that has more children than are shown. */
export const moreChildrenText = (shown: number, total: number) =>
  `Vis flere (${shown.toLocaleString('nb-NO')} av ${total.toLocaleString('nb-NO')} vises)`;

/** The tree of life: expandable nodes with rank, status and vernacular names; also usable as a chooser. */
export function LifeTree({ label = 'Livets tre', root = ROOT_NODE, ...props }: LifeTreeProps) {
  return (
    <Box component="ul" aria-label={label} className="life-tree" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      <TreeItem node={root} depth={0} {...props} />
    </Box>
  );
}

type ItemProps = Omit<LifeTreeProps, 'label' | 'root'> & { readonly node: TreeNode; readonly depth: number };

function TreeItem({ node, depth, ...props }: ItemProps) {
  const { openTaxonIds = [], currentTaxonId, onSelect, selectableLeavesOnly = false, canSelect, selectedTaxonId, renderMarker, asOf } = props;
  const shouldOpen = AUTO_OPEN_IDS.includes(node.taxonNameId) || openTaxonIds.includes(node.taxonNameId);
  const [open, setOpen] = useState(shouldOpen && !node.isLeaf);
  const groupId = useId();
  const pathKey = openTaxonIds.join(',');

  // A new page (another taxon) opens the path to it; nodes already open stay open.
  useEffect(() => {
    if (shouldOpen && !node.isLeaf) setOpen(true);
  }, [pathKey]);

  const isCurrent = currentTaxonId !== undefined && node.taxonNameId === currentTaxonId;
  const isSelected = selectedTaxonId !== undefined && node.taxonNameId === selectedTaxonId;
  const vernacular = vernacularLine(node);
  const synonyms = otherNames(node);
  const root = isRootNode(node);

  return (
    <Box component="li" sx={{ my: 0.25 }} data-taxon-id={node.taxonNameId}>
      <Box
        className={`tree-row${isCurrent ? ' tree-row--current' : ''}${isSelected ? ' tree-row--selected' : ''}`}
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 0.75,
          flexWrap: 'wrap',
          pl: 0.25,
          borderRadius: 1,
          bgcolor: isCurrent || isSelected ? 'rgba(31,78,61,0.12)' : 'transparent',
        }}
      >
        {node.isLeaf ? (
          <Box component="span" sx={{ width: 28, flexShrink: 0 }} aria-hidden="true" />
        ) : (
          <IconButton
            size="small"
            aria-expanded={open}
            aria-controls={open ? groupId : undefined}
            aria-label={`${open ? 'Lukk' : 'Åpne'} ${node.presentationName}`}
            onClick={() => setOpen((value) => !value)}
            sx={{ width: 28, height: 28, fontSize: '0.9rem' }}
          >
            <span aria-hidden="true">{open ? '▾' : '▸'}</span>
          </IconButton>
        )}
        <NodeLabel
          node={node}
          root={root}
          isCurrent={isCurrent}
          onSelect={onSelect}
          selectable={isSelectable(node, selectableLeavesOnly) && (canSelect?.(node) ?? true)}
          isSelected={isSelected}
          asOf={asOf}
        />
        <Box
          component="span"
          className="tree-rank"
          sx={{ fontSize: '0.8rem', color: 'text.secondary', border: '1px solid', borderColor: 'divider', borderRadius: 1, px: 0.5 }}
        >
          {rankLabel(node.rank)}
        </Box>
        {/* the spheres (Biota, Nonbiota: negative ids) are not taxa and have no status */}
        {!root && node.taxonNameId >= 0 && (
          <Box
            component="span"
            className="tree-status"
            sx={{ fontSize: '0.8rem', color: node.taxonomicStatus === 'Accepted' ? 'success.dark' : 'warning.dark' }}
          >
            {taxonomicStatusLabel(node.taxonomicStatus)}
          </Box>
        )}
        {vernacular && (
          <Box component="span" className="tree-vernacular" sx={{ color: 'text.secondary' }}>
            {vernacular}
          </Box>
        )}
        {renderMarker?.(node)}
      </Box>
      {synonyms.length > 0 && (
        <Box
          component="ul"
          aria-label={`Andre navn for ${node.presentationName}`}
          sx={{ listStyle: 'none', m: 0, pl: { xs: 3, sm: 5 }, fontSize: '0.875rem' }}
        >
          {synonyms.map((name) => (
            <li key={name.nameId} className="tree-synonym">
              <Box component="span" sx={{ color: 'text.secondary' }}>
                {taxonomicStatusLabel(name.taxonomicStatus)}:{' '}
              </Box>
              {onSelect ? (
                <NameHtml html={name.presentationNameHtml} fallback={name.name} />
              ) : (
                <Link component={RouterLink} to={nameInfoPath(node.scientificNameId, asOf)} title={`Gå til hovednavnet ${node.presentationName}`}>
                  <NameHtml html={name.presentationNameHtml} fallback={name.name} />
                </Link>
              )}
            </li>
          ))}
        </Box>
      )}
      {open && !node.isLeaf && (
        <div id={groupId} className="tree-group">
          <Children parent={node} depth={depth} {...props} />
        </div>
      )}
    </Box>
  );
}

function NodeLabel({
  node,
  root,
  isCurrent,
  onSelect,
  selectable,
  isSelected,
  asOf,
}: {
  node: TreeNode;
  root: boolean;
  asOf?: string;
  isCurrent: boolean;
  onSelect?: (node: TreeNode) => void;
  selectable: boolean;
  isSelected: boolean;
}) {
  const name = <NameHtml html={node.presentationNameHtml} fallback={node.presentationName} />;
  if (onSelect) {
    return (
      <Box
        component="button"
        type="button"
        className="tree-choose"
        disabled={!selectable}
        aria-pressed={isSelected}
        title={selectable ? `Velg ${node.presentationName}` : 'Kan ikke velges'}
        onClick={() => selectable && onSelect(node)}
        sx={{
          font: 'inherit',
          border: 'none',
          background: 'none',
          p: '2px 4px',
          cursor: selectable ? 'pointer' : 'default',
          color: selectable ? 'primary.main' : 'text.secondary',
          textDecoration: selectable ? 'underline' : 'none',
          fontWeight: isSelected ? 700 : 400,
        }}
      >
        {name}
      </Box>
    );
  }
  if (root) return <span>{name}</span>;
  return (
    <Link
      component={RouterLink}
      to={nameInfoPath(node.scientificNameId, asOf)}
      aria-current={isCurrent ? 'page' : undefined}
      sx={{ fontWeight: isCurrent ? 700 : 400 }}
    >
      {name}
    </Link>
  );
}

function Children({ parent, depth, ...props }: Omit<ItemProps, 'node'> & { parent: TreeNode }) {
  const { showError } = useMessages();
  const children = useInfiniteQuery(childrenQuery(parent.taxonNameId, props.asOf));
  const list = useRef<HTMLUListElement>(null);
  /** After "Vis flere": the index of the first new child, to move the keyboard focus to. */
  const [focusFrom, setFocusFrom] = useState<number | undefined>(undefined);
  const nodes = children.data?.pages.flatMap((page) => page.children) ?? [];
  const total = children.data?.pages.at(-1)?.total ?? nodes.length;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = children;
  // The child on the path to the page's taxon, which must be shown even when it is on a later page.
  const openIds = props.openTaxonIds ?? [];
  const wanted = openIds.includes(parent.taxonNameId) ? openIds[openIds.indexOf(parent.taxonNameId) + 1] : undefined;
  const wantedMissing = wanted !== undefined && children.isSuccess && !nodes.some((n) => n.taxonNameId === wanted);

  useEffect(() => {
    if (!children.error) return;
    if (children.error instanceof ApiError && children.error.status === 0)
      console.warn('Kunne ikke hente barn av', parent.taxonNameId, children.error);
    else showError(children.error, TREE_FETCH_ERROR);
  }, [children.error, parent.taxonNameId, showError]);

  useEffect(() => {
    if (wantedMissing && hasNextPage && !isFetchingNextPage && !children.isFetchNextPageError) void fetchNextPage();
  }, [wantedMissing, hasNextPage, isFetchingNextPage, children.isFetchNextPageError, fetchNextPage, nodes.length]);

  useEffect(() => {
    if (focusFrom === undefined || focusFrom >= nodes.length) return;
    const item = list.current?.querySelectorAll(':scope > li')[focusFrom];
    item?.querySelector<HTMLElement>('a, button:not([disabled])')?.focus();
    setFocusFrom(undefined);
  }, [focusFrom, nodes.length]);

  if (children.isPending) {
    return (
      <Box sx={{ pl: 4 }}>
        <Spinner text="Henter..." size={16} />
      </Box>
    );
  }
  if (children.isError && nodes.length === 0) {
    return (
      <Box sx={{ pl: 4, color: 'error.main', fontSize: '0.875rem' }}>
        Kunne ikke hente underliggende taksa.{' '}
        <Link component="button" type="button" onClick={() => void children.refetch()}>
          Prøv igjen
        </Link>
      </Box>
    );
  }
  const showMore = () => {
    setFocusFrom(nodes.length);
    void fetchNextPage();
  };
  return (
    <Box
      component="ul"
      ref={list}
      aria-label={`Under ${parent.presentationName}`}
      sx={{ listStyle: 'none', m: 0, pl: { xs: 0.75, sm: 3 }, borderLeft: '1px dotted', borderColor: 'divider', ml: { xs: 0.75, sm: 1.5 } }}
    >
      {nodes.length === 0 && (
        <Box component="li" sx={{ color: 'text.secondary', fontSize: '0.875rem' }}>
          Ingen underliggende taksa.
        </Box>
      )}
      {nodes.map((child) => (
        <TreeItem key={child.taxonNameId} node={child} depth={depth + 1} {...props} />
      ))}
      {hasNextPage && (
        <Box component="li" className="tree-more" sx={{ my: 0.5 }}>
          {isFetchingNextPage ? (
            <Spinner text="Henter flere..." size={16} />
          ) : (
            <Button size="small" variant="outlined" onClick={showMore}>
              {moreChildrenText(nodes.length, total)}
            </Button>
          )}
          {children.isFetchNextPageError && (
            <Box component="span" role="alert" sx={{ ml: 1, color: 'error.main', fontSize: '0.875rem' }}>
              Kunne ikke hente flere. Prøv igjen.
            </Box>
          )}
        </Box>
      )}
    </Box>
  );
}
