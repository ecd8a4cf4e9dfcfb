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

// keepInStep for rows that are costly to make again (a hand's cards): each row of `list` is kept with `present`
// true, and what left at this change stays after them with `present` false (hidden) until the next change, so an
// undo that brings it straight back shows its delegate as it was instead of making one; what left before goes.
function keepInStepHolding(model, list, key) {
    const wanted = new Set(list.map(x => x[key]))
    for (let i = model.count - 1; i >= 0; --i) {
        const row = model.get(i)
        if (wanted.has(row[key])) continue
        if (row.present) model.setProperty(i, "present", false)
        else model.remove(i)
    }
    for (let i = 0; i < list.length; ++i) {
        const row = Object.assign({}, list[i], { present: true })
        let j = i
        while (j < model.count && model.get(j)[key] !== row[key]) ++j
        if (j === model.count) { model.insert(i, row); continue }
        if (j !== i) model.move(j, i, 1)  // held, or moved in the list
        model.set(i, row)  // signals only the roles whose value changed
    }
}

// `model` shows `rows` (each with a `place` of its own and `present: true`) in their order, keyed by place: a place
// listed again keeps its delegate, a new one takes that of a place no longer listed, and the places not listed stand
// after them with `present` false (hidden, kept for the next time), where keepInStep would remove and insert.
function keepPlaces(model, rows) {
    const listed = new Set(rows.map(r => r.place))
    const places = []  // the model's places, kept alongside it
    for (let i = 0; i < model.count; ++i) places.push(model.get(i).place)
    for (let at = 0; at < rows.length; ++at) {
        let j = places.indexOf(rows[at].place)
        if (j < 0) {  // new here: the first place not listed takes it, else a delegate is made
            j = at
            while (j < places.length && listed.has(places[j])) ++j
        }
        if (j === places.length) {
            model.insert(at, rows[at])
            places.splice(at, 0, rows[at].place)
            continue
        }
        if (j !== at) {
            model.move(j, at, 1)
            places.splice(at, 0, places.splice(j, 1)[0])
        }
        model.set(at, rows[at])  // signals only the roles whose value changed
        places[at] = rows[at].place
    }
    for (let i = rows.length; i < model.count; ++i)
        if (model.get(i).present) model.setProperty(i, "present", false)
}
