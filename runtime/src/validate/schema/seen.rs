//! What a walk of the arguments keeps as it goes: the step it took into them, and what the
//! keywords of one schema evaluated (for `unevaluated*`).

/// One step into the arguments: an array item or an object member.
#[derive(Clone, Copy)]
pub(super) enum Step<'k> {
    Index(usize),
    Key(&'k str),
}

/// What the keywords of one schema (and its in-place applicators) evaluated, for
/// `unevaluatedProperties` and `unevaluatedItems`.
#[derive(Debug, Default)]
pub(super) struct Seen {
    pub(super) properties: Vec<String>,
    /// Items `0..items` were evaluated.
    pub(super) items: usize,
    pub(super) contained: Vec<usize>,
}

impl Seen {
    #[inline]
    pub(super) fn absorb(&mut self, other: Seen) {
        self.properties.extend(other.properties);
        self.items = self.items.max(other.items);
        self.contained.extend(other.contained);
    }
}
