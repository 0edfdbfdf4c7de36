import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Rank } from '@navnebase/domain';
import type { SearchHit, TreeNode } from '../../api/types';
import { KingdomIcon } from '../../components/KingdomIcon';
import { NameHtml } from '../../components/NameHtml';
import { rankLabel } from '../../domain/ranks';
import { taxonomicStatusLabel } from '../../domain/statuses';
import { HitSummary } from '../../search/HitSummary';
import { useSearchSuggestions } from '../../search/use-search-suggestions';
import { comboboxInputAttributes, useSuggestionList } from '../../search/use-suggestion-list';
import { useMessages } from '../../shell/messages';
import { useSession } from '../../shell/session';
import { LifeTree } from '../../tree/LifeTree';
import { choiceFromHit, choiceFromInfo, choiceFromTreeNode, permittedNameIds, treeNodeFromInfo, type TaxonChoice } from './choice';
import { fetchHasPermission, taxonInfoQuery } from './operations-api';

export const CHECKING_ACCESS_TEXT = 'Sjekker om du har tilgang til dette taksonet.';
export const NO_ACCESS_TEXT = 'Du har ikke tilgang til dette taksonet';
export const PERMISSION_CHECK_FAILED_TEXT = 'Noe gikk galt. Kunne ikke sjekke info om rettigheter.';
export const LEAVES_ONLY_TEXT = 'Bare taksa uten underliggende taksa kan velges her.';
export const RANK_NOT_ALLOWED_TEXT = 'Taksa med denne rangen kan ikke velges her.';

export interface TaxonChooserProps {
  /** The chooser's label (legend). */
  readonly label: string;
  readonly value: TaxonChoice | null;
  readonly onChange: (choice: TaxonChoice | null) => void;
  /** A choice by search (or by the address) first checks GET UserHasPermission; a click in the tree does not. */
  readonly requireAccess?: boolean;
  /** Only taxa without children may be chosen. */
  readonly selectableLeavesOnly?: boolean;
  /** Only taxa of these ranks may be chosen. */
  readonly ranksAllowed?: readonly Rank[];
  /** A scientific name chooser: matching synonyms can be chosen too (otherwise the taxon's main name is chosen). */
  readonly chooseNames?: boolean;
  /** A scientific name id to choose at the start (query id, parentId, …), checked like a search choice. */
  readonly initialId?: number;
  /** Marks beside tree nodes ("Ny plassering" and the like). */
  readonly renderMarker?: (node: TreeNode) => ReactNode;
  /** Taxon ids to open in the tree. */
  readonly openTaxonIds?: readonly number[];
  /** The tree is shown from the start (otherwise behind "Velg fra livets tre"). */
  readonly treeInitiallyOpen?: boolean;
  /** Marks the chooser required (*). */
  readonly required?: boolean;
  /** A validation message (shown after submit). */
  readonly error?: string;
  readonly helperText?: ReactNode;
  /** The id of the chooser's box (the problem summary links to it). */
  readonly id?: string;
  /** Disables choosing (the current choice stays shown). */
  readonly disabled?: boolean;
}

type AccessState = { readonly kind: 'idle' } | { readonly kind: 'checking' } | { readonly kind: 'denied'; readonly text: string };

interface Option {
  readonly key: string;
  readonly hit: SearchHit;
  readonly choice: TaxonChoice;
  readonly synonymOf?: string;
  readonly disabledReason?: string;
}

/** The options of a search answer: each hit's main name, and in name mode its matching synonyms. */
export const chooserOptions = (
  hits: readonly SearchHit[],
  { chooseNames = false, ranksAllowed }: { chooseNames?: boolean; ranksAllowed?: readonly string[] },
): Option[] => {
  const options: Option[] = [];
  const reason = (rank: string) => (ranksAllowed && !ranksAllowed.includes(rank) ? RANK_NOT_ALLOWED_TEXT : undefined);
  for (const hit of hits) {
    const main = choiceFromHit(hit);
    const mainReason = reason(main.rank);
    options.push({ key: `t${hit.taxonId}`, hit, choice: main, ...(mainReason ? { disabledReason: mainReason } : {}) });
    if (!chooseNames) continue;
    for (const synonym of hit.scientificNameSynonyms.filter((name) => name.isSearchMatch)) {
      const choice = choiceFromHit(hit, synonym);
      const synonymReason = reason(choice.rank);
      options.push({
        key: `n${synonym.nameId}`,
        hit,
        choice,
        synonymOf: main.scientificName,
        ...(synonymReason ? { disabledReason: synonymReason } : {}),
      });
    }
  }
  return options;
};

/** The chosen name: kingdom icon, name with author, rank and status. */
export function ChoiceSummary({ choice }: { choice: TaxonChoice }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }} className="chosen-name">
      {choice.kingdom && <KingdomIcon kingdom={choice.kingdom} fontSize="small" />}
      <strong>
        <NameHtml html={choice.presentationNameHtml} fallback={choice.scientificName} />
      </strong>
      {choice.author && <span>{choice.author}</span>}
      <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.9em' }}>
        ({rankLabel(choice.rank)}, {taxonomicStatusLabel(choice.taxonomicStatus).toLowerCase()}, navne-id {choice.scientificNameId})
      </Box>
    </Box>
  );
}

/**
 * A taxon or scientific name chooser (spec 1 §2 "Chooser", §6): search and the tree of life. With `requireAccess`,
 * a choice by search first asks the server whether the user may change the taxon ("Sjekker om du har tilgang til
 * dette taksonet." while checking, "Du har ikke tilgang til dette taksonet" on denial); a click in the tree skips
 * the check. A non-admin editor's tree starts at the names they hold permissions on.
 */
export function TaxonChooser({
  label,
  value,
  onChange,
  requireAccess = false,
  selectableLeavesOnly = false,
  ranksAllowed,
  chooseNames = false,
  initialId,
  renderMarker,
  openTaxonIds,
  treeInitiallyOpen = false,
  required = false,
  error,
  helperText,
  disabled = false,
  id,
}: TaxonChooserProps) {
  const { showError } = useMessages();
  const { session } = useSession();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [access, setAccess] = useState<AccessState>({ kind: 'idle' });
  const [treeOpen, setTreeOpen] = useState(treeInitiallyOpen);
  const attempt = useRef(0);
  const baseId = useId();
  const listId = `${baseId}-list`;
  const inputId = `${baseId}-input`;
  const search = useSearchSuggestions(text, { enabled: !disabled });
  const { term } = search;
  const options = term === '' ? [] : chooserOptions(search.hits, { chooseNames, ranksAllowed });
  const { open, setOpen, active, setActive, containerRef, onKeyDown } = useSuggestionList(options.length, search.answer);
  const expanded = open && term !== '' && (options.length > 0 || search.isFetched);

  /** Applies the access check (and the leaves-only rule) before a checked choice is made. */
  const chooseChecked = async (choice: TaxonChoice) => {
    const mine = ++attempt.current;
    const stale = () => mine !== attempt.current;
    setAccess({ kind: 'checking' });
    try {
      if (selectableLeavesOnly) {
        const info = await queryClient.fetchQuery(taxonInfoQuery(choice.scientificNameId));
        if (stale()) return;
        if ((info.childCount ?? 0) > 0) {
          setAccess({ kind: 'denied', text: LEAVES_ONLY_TEXT });
          return;
        }
      }
      if (requireAccess) {
        let allowed = false;
        try {
          allowed = await fetchHasPermission(choice.scientificNameId);
        } catch (checkError) {
          if (stale()) return;
          showError(checkError, PERMISSION_CHECK_FAILED_TEXT);
          allowed = false;
        }
        if (stale()) return;
        if (!allowed) {
          setAccess({ kind: 'denied', text: NO_ACCESS_TEXT });
          return;
        }
      }
      setAccess({ kind: 'idle' });
      onChange(choice);
    } catch (fetchError) {
      if (stale()) return;
      setAccess({ kind: 'idle' });
      showError(fetchError, 'Kunne ikke hente taksoninformasjon');
    }
  };

  // A preset id (from the address) is chosen once, with the same checks as a search choice.
  const presetDone = useRef(false);
  useEffect(() => {
    if (presetDone.current || initialId === undefined || value) return;
    presetDone.current = true;
    let cancelled = false;
    void (async () => {
      try {
        const info = await queryClient.fetchQuery(taxonInfoQuery(initialId));
        const choice = choiceFromInfo(info, { asName: chooseNames });
        if (cancelled || !choice) return;
        if (ranksAllowed && !ranksAllowed.includes(choice.rank as Rank)) {
          setAccess({ kind: 'denied', text: RANK_NOT_ALLOWED_TEXT });
          return;
        }
        await chooseChecked(choice);
      } catch (presetError) {
        if (!cancelled) showError(presetError, 'Kunne ikke hente taksoninformasjon');
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [initialId]);

  const chooseOption = (index: number) => {
    const option = options[index];
    if (!option || option.disabledReason) return;
    setOpen(false);
    setText('');
    void chooseChecked(option.choice);
  };

  const onTreeSelect = (node: TreeNode) => {
    attempt.current++;
    setAccess({ kind: 'idle' });
    onChange(choiceFromTreeNode(node));
  };

  const onEnter = () => {
    if (expanded && active >= 0) chooseOption(active);
    else if (expanded && options.length === 1) chooseOption(0);
  };

  const optionId = (index: number) => `${listId}-${index}`;
  const canSelect = ranksAllowed ? (node: TreeNode) => ranksAllowed.includes(node.rank as Rank) : undefined;

  return (
    <Box
      component="fieldset"
      id={id}
      className="taxon-chooser"
      sx={{ border: '1px solid', borderColor: error ? 'error.main' : 'divider', borderRadius: 1, p: 2, m: 0, minWidth: 0 }}
      aria-invalid={error ? true : undefined}
    >
      <Typography component="legend" sx={{ px: 0.5, fontWeight: 600 }}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
        {required && <span className="visually-hidden"> (obligatorisk)</span>}
      </Typography>
      {helperText && <Box sx={{ color: 'text.secondary', fontSize: '0.9rem', mb: 1 }}>{helperText}</Box>}

      <Box role="status" aria-live="polite" sx={{ mb: 1 }}>
        {value ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <span>Valgt:</span>
            <ChoiceSummary choice={value} />
            {!disabled && (
              <Button size="small" onClick={() => onChange(null)} aria-label={`Fjern valget ${value.scientificName}`}>
                Fjern valget
              </Button>
            )}
          </Box>
        ) : (
          <Box sx={{ color: 'text.secondary' }}>Ingenting er valgt ennå.</Box>
        )}
      </Box>

      {access.kind === 'checking' && (
        <Alert severity="info" icon={<CircularProgress size={18} aria-hidden="true" />} sx={{ mb: 1 }} className="access-checking">
          {CHECKING_ACCESS_TEXT}
        </Alert>
      )}
      {access.kind === 'denied' && (
        <Alert
          severity="error"
          role="alert"
          sx={{ mb: 1 }}
          className="access-denied"
          onClose={() => setAccess({ kind: 'idle' })}
          slotProps={{ closeButton: { title: 'Lukk' } }}
        >
          {access.text}
        </Alert>
      )}
      {error && (
        <Box className="field-error" sx={{ color: 'error.main', mb: 1 }}>
          {error}
        </Box>
      )}

      {!disabled && (
        <Box ref={containerRef} sx={{ position: 'relative', maxWidth: 560 }}>
          <TextField
            id={inputId}
            label={`Søk etter ${chooseNames ? 'vitenskapelig navn' : 'takson'} (navn, populærnavn eller id)`}
            value={text}
            fullWidth
            size="small"
            autoComplete="off"
            onChange={(event) => {
              setText(event.target.value);
              setOpen(true);
            }}
            onFocus={() => setOpen(true)}
            onKeyDown={(event) => onKeyDown(event, onEnter)}
            slotProps={{ htmlInput: comboboxInputAttributes({ expanded, listId, optionCount: options.length, active, optionId }) }}
          />
          <Paper
            elevation={6}
            sx={{
              position: 'absolute',
              zIndex: 20,
              left: 0,
              right: 0,
              mt: 0.5,
              maxHeight: '60vh',
              overflowY: 'auto',
              display: expanded ? 'block' : 'none',
            }}
          >
            {expanded && options.length > 0 && (
              <Box component="ul" id={listId} role="listbox" aria-label={`Treff for ${label}`} sx={{ listStyle: 'none', m: 0, p: 0 }}>
                {options.map((option, index) => (
                  <Box
                    component="li"
                    key={option.key}
                    id={optionId(index)}
                    role="option"
                    aria-selected={index === active}
                    aria-disabled={option.disabledReason ? true : undefined}
                    className="chooser-option"
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => chooseOption(index)}
                    onMouseEnter={() => setActive(index)}
                    sx={{
                      px: 1.5,
                      py: 1,
                      cursor: option.disabledReason ? 'not-allowed' : 'pointer',
                      opacity: option.disabledReason ? 0.6 : 1,
                      borderBottom: '1px solid',
                      borderColor: 'divider',
                      bgcolor: index === active ? 'action.selected' : 'transparent',
                    }}
                  >
                    {option.synonymOf ? (
                      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                        <NameHtml html={option.choice.presentationNameHtml} fallback={option.choice.scientificName} /> {option.choice.author}
                        <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.85em' }}>
                          – {taxonomicStatusLabel(option.choice.taxonomicStatus).toLowerCase()} til {option.synonymOf}
                        </Box>
                      </Box>
                    ) : (
                      <HitSummary hit={option.hit} />
                    )}
                    {option.disabledReason && <Box sx={{ fontSize: '0.8em', color: 'text.secondary' }}>{option.disabledReason}</Box>}
                  </Box>
                ))}
              </Box>
            )}
            {expanded && options.length === 0 && !search.isFetching && (
              <Box sx={{ px: 1.5, py: 1, color: 'text.secondary' }}>Ingen treff på «{term}».</Box>
            )}
          </Paper>
          <Box className="visually-hidden" aria-live="polite">
            {expanded ? (options.length === 0 ? 'Ingen treff.' : `${options.length} treff. Bruk piltastene og Enter for å velge.`) : ''}
          </Box>
        </Box>
      )}

      {!disabled && (
        <Box sx={{ mt: 1.5 }}>
          <Button size="small" variant="text" aria-expanded={treeOpen} onClick={() => setTreeOpen((v) => !v)}>
            {treeOpen ? 'Skjul livets tre' : 'Velg fra livets tre'}
          </Button>
          {treeOpen && (
            <Box sx={{ mt: 1, maxHeight: 480, overflowY: 'auto', border: '1px solid', borderColor: 'divider', borderRadius: 1, p: 1 }}>
              <ChooserTree
                label={`Livets tre: ${label}`}
                onSelect={onTreeSelect}
                selectableLeavesOnly={selectableLeavesOnly}
                canSelect={canSelect}
                selectedTaxonId={value?.taxonId}
                renderMarker={renderMarker}
                openTaxonIds={openTaxonIds}
                permittedRoots={requireAccess && session.loggedIn && !session.isAdmin ? permittedNameIds(session.userPermissions) : undefined}
              />
            </Box>
          )}
        </Box>
      )}
    </Box>
  );
}

interface ChooserTreeProps {
  readonly label: string;
  readonly onSelect: (node: TreeNode) => void;
  readonly selectableLeavesOnly: boolean;
  readonly canSelect?: (node: TreeNode) => boolean;
  readonly selectedTaxonId?: number;
  readonly renderMarker?: (node: TreeNode) => ReactNode;
  readonly openTaxonIds?: readonly number[];
  /** A non-admin editor's tree starts at these names (spec 1 §4); undefined: the full tree. */
  readonly permittedRoots?: readonly number[];
}

function ChooserTree({ permittedRoots, label, openTaxonIds = [], ...props }: ChooserTreeProps) {
  const roots = useQueries({ queries: (permittedRoots ?? []).map((id) => taxonInfoQuery(id)) });
  if (!permittedRoots) return <LifeTree label={label} openTaxonIds={openTaxonIds} {...props} />;
  if (permittedRoots.length === 0) return <Box sx={{ color: 'text.secondary' }}>Du har ikke tilgang til noen taksa ennå.</Box>;
  if (roots.some((r) => r.isPending)) return <Box sx={{ color: 'text.secondary' }}>Henter taksaene du har tilgang til …</Box>;
  const nodes = roots.map((r) => (r.data ? treeNodeFromInfo(r.data) : undefined)).filter((n): n is TreeNode => n !== undefined);
  return (
    <>
      {nodes.map((node) => (
        <LifeTree
          key={node.taxonNameId}
          label={`${label}: ${node.presentationName}`}
          root={node}
          openTaxonIds={[node.taxonNameId, ...openTaxonIds]}
          {...props}
        />
      ))}
    </>
  );
}
