.pragma library
// Keeping a ListModel in step with a list read from a row or the panel (a table's per-place delegates, issue 26):
// the delegates of what stayed are kept and only the roles whose value changed signal, where a Repeater over the
// list itself would make every delegate again at each change.

// `model` made like `list`, element by element, keyed by `key`: what left is removed, what stayed is set
// (ListModel.set signals only the roles that changed), what is new inserted, in the list's order.
function keepInStep(model, list, key) {
    const wanted = new Set(list.map(x => x[key]))
    for (let i = model.count - 1; i >= 0; --i)
        if (!wanted.has(model.get(i)[key])) model.remove(i)
    for (let i = 0; i < list.length; ++i) {
        if (i >= model.count || model.get(i)[key] !== list[i][key]) model.insert(i, list[i])
        else model.set(i, list[i])
    }
    while (model.count > list.length) model.remove(model.count - 1)  // one that moved was inserted again
}
