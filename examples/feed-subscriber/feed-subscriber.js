/**
 * A reference subscriber of Navnebase's change feed (contract v1): keeps a local copy of every usable scientific
 * name, every taxon and the successors of removed ids, from a snapshot plus the feed. It has no dependencies and
 * knows nothing of the register's internals: only the public contract (docs/downstream.md).
 *
 * Applying an item is idempotent (items at or before the copy's position are skipped), so a subscriber that crashes
 * between applying an item and saving its cursor, or receives an item twice, ends with the same copy.
 */
/** The two spheres every register has from the start (no event creates them): Biota and non-biota. */
const SPHERES = [
    [
        { taxonId: -1, parentTaxonId: null, existsInNorway: null, vernacularNames: [] },
        {
            scientificNameId: -1,
            taxonId: -1,
            scientificName: 'Biota',
            author: '',
            rank: 'Sphere',
            taxonomicStatus: 'Accepted',
            nomenclaturalStatuses: [],
        },
    ],
    [
        { taxonId: -2, parentTaxonId: null, existsInNorway: null, vernacularNames: [] },
        {
            scientificNameId: -2,
            taxonId: -2,
            scientificName: 'Nonbiota',
            author: '',
            rank: 'Sphere',
            taxonomicStatus: 'Accepted',
            nomenclaturalStatuses: [],
        },
    ],
];
/** A copy of an empty register, to follow the feed from its beginning (or to load a snapshot into). */
export const emptyCopy = () => ({
    names: new Map(SPHERES.map(([, name]) => [name.scientificNameId, name])),
    taxa: new Map(SPHERES.map(([taxon]) => [taxon.taxonId, taxon])),
    successors: new Map(),
    cursor: null,
    lastId: 0,
});
/** Drops taxa and everything below them (with their names): what left a followed subtree. */
const dropSubtrees = (copy, roots) => {
    const gone = new Set(roots);
    for (let grew = true; grew;) {
        grew = false;
        for (const taxon of copy.taxa.values()) {
            if (!gone.has(taxon.taxonId) && taxon.parentTaxonId !== null && gone.has(taxon.parentTaxonId)) {
                gone.add(taxon.taxonId);
                grew = true;
            }
        }
    }
    for (const id of gone)
        copy.taxa.delete(id);
    for (const [id, name] of copy.names)
        if (gone.has(name.taxonId))
            copy.names.delete(id);
};
export const applyEvent = (copy, event) => {
    const id = Number(event.id);
    if (id <= copy.lastId)
        return; // seen before: a redelivery
    const { data } = event;
    if (data.left) {
        dropSubtrees(copy, data.left.taxa);
        for (const nameId of data.left.names)
            copy.names.delete(nameId);
    }
    for (const taxon of [...data.taxa, ...(data.entered?.taxa ?? [])])
        copy.taxa.set(taxon.taxonId, taxon);
    for (const name of [...data.names, ...(data.entered?.names ?? [])])
        copy.names.set(name.scientificNameId, name);
    for (const nameId of [...data.withdrawn, ...data.removedNames])
        copy.names.delete(nameId);
    for (const taxonId of data.removedTaxa)
        copy.taxa.delete(taxonId);
    for (const successor of data.successors)
        copy.successors.set(`${successor.kind}:${successor.id}`, successor);
    copy.lastId = id;
    copy.cursor = event.position;
};
export const applySnapshotLine = (copy, line) => {
    if (line.kind === 'cursor' || line.kind === 'end')
        copy.cursor = line.cursor;
    else if (line.kind === 'taxon')
        copy.taxa.set(line.taxon.taxonId, line.taxon);
    else if (line.kind === 'name')
        copy.names.set(line.name.scientificNameId, line.name);
    else
        copy.successors.set(`${line.successor.kind}:${line.successor.id}`, line.successor);
};
export const httpGet = (baseUrl) => async (path) => {
    const response = await fetch(new URL(path, baseUrl));
    if (!response.ok)
        throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return response.text();
};
const query = (params) => Object.entries(params)
    .filter(([, v]) => v !== undefined && v !== '')
    .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
    .join('&');
/** Loads the snapshot (of one subtree, or all) into a copy; the copy then follows from the snapshot's cursor. */
export const loadSnapshot = async (get, copy, subtree) => {
    copy.names.clear();
    copy.taxa.clear();
    copy.successors.clear();
    const lines = (await get(`/api/v1/Feed/Snapshot?${query({ subtree })}`)).split('\n').filter(Boolean);
    const last = JSON.parse(lines[lines.length - 1] ?? '{}');
    if (last.kind !== 'end')
        throw new Error('The snapshot ended early');
    for (const line of lines)
        applySnapshotLine(copy, JSON.parse(line));
    copy.lastId = 0;
};
/** Reads the feed from the copy's cursor until it is up to date; answers the number of items applied. */
export const follow = async (get, copy, options = {}) => {
    let applied = 0;
    for (;;) {
        const page = JSON.parse(await get(`/api/v1/Feed?${query({ after: copy.cursor ?? '', limit: options.limit ?? 1000, subtree: options.subtree })}`));
        for (const event of page.events)
            applyEvent(copy, event);
        applied += page.events.length;
        copy.cursor = page.next;
        if (page.events.length === 0)
            return applied;
    }
};
//# sourceMappingURL=feed-subscriber.js.map