//! The compile-time check that `tools![...]` names every tool, prompt and resource URI
//! once, in time linear in the list (up to a log): the entries are sorted by kind and key
//! in a constant, and equal neighbours are duplicates. Not public API: what `tools![...]`
//! expands to calls these.

/// No duplicate: the entry's key is the first of its kind with that key.
pub const UNIQUE: usize = usize::MAX;

/// For every entry of `keys` (`(kind, key)`, in the order of `tools![...]`), the position
/// of the first earlier entry with the same kind and key, or [`UNIQUE`].
pub const fn duplicates<const N: usize>(keys: &[(u8, &str); N]) -> [usize; N] {
    let mut order = [0usize; N];
    let mut i = 0;
    while i < N {
        order[i] = i;
        i += 1;
    }
    heap_sort(keys, &mut order);
    let mut first = [UNIQUE; N];
    let mut run = 0;
    let mut i = 1;
    while i < N {
        if compare_key(keys, order[run], order[i]) == 0 {
            // Equal positions sort by position, so the run's head is the earliest entry.
            first[order[i]] = order[run];
        } else {
            run = i;
        }
        i += 1;
    }
    first
}

/// `-1`, `0` or `1`: entry `a` against entry `b` by kind, then key (bytewise), then
/// position, so no two entries are equal in the sort and a run of one key keeps the list's
/// order.
const fn compare<const N: usize>(keys: &[(u8, &str); N], a: usize, b: usize) -> i8 {
    let c = compare_key(keys, a, b);
    if c != 0 {
        return c;
    }
    if a < b {
        -1
    } else if a > b {
        1
    } else {
        0
    }
}

const fn compare_key<const N: usize>(keys: &[(u8, &str); N], a: usize, b: usize) -> i8 {
    let (ka, kb) = (keys[a].0, keys[b].0);
    if ka != kb {
        return if ka < kb { -1 } else { 1 };
    }
    let (x, y) = (keys[a].1.as_bytes(), keys[b].1.as_bytes());
    let mut i = 0;
    while i < x.len() && i < y.len() {
        if x[i] != y[i] {
            return if x[i] < y[i] { -1 } else { 1 };
        }
        i += 1;
    }
    if x.len() == y.len() {
        0
    } else if x.len() < y.len() {
        -1
    } else {
        1
    }
}

const fn heap_sort<const N: usize>(keys: &[(u8, &str); N], order: &mut [usize; N]) {
    let mut start = N / 2;
    while start > 0 {
        start -= 1;
        sift_down(keys, order, start, N);
    }
    let mut end = N;
    while end > 1 {
        end -= 1;
        let top = order[0];
        order[0] = order[end];
        order[end] = top;
        sift_down(keys, order, 0, end);
    }
}

const fn sift_down<const N: usize>(
    keys: &[(u8, &str); N],
    order: &mut [usize; N],
    mut root: usize,
    end: usize,
) {
    loop {
        let mut child = 2 * root + 1;
        if child >= end {
            return;
        }
        if child + 1 < end && compare(keys, order[child], order[child + 1]) < 0 {
            child += 1;
        }
        if compare(keys, order[root], order[child]) >= 0 {
            return;
        }
        let top = order[root];
        order[root] = order[child];
        order[child] = top;
        root = child;
    }
}

/// Room for the message: the fixed text and two paths (a longer path is cut, at a
/// character boundary).
pub const MESSAGE_CAPACITY: usize = 1024;

const SAME_NAME: &str = " have the same MCP name: two tools, two prompts or two resources with one URI cannot share a server; rename one with name = \"...\" (or change the uri)";

/// The error for entry `later`, whose key entry `earlier` has: "`a` and `b` have the same
/// MCP name: ...", as bytes and their length (turned into a `&str` by [`message_str`]).
pub const fn duplicate_message<const N: usize>(
    shown: &[&str; N],
    earlier: usize,
    later: usize,
) -> ([u8; MESSAGE_CAPACITY], usize) {
    let mut out = [0u8; MESSAGE_CAPACITY];
    let room = (MESSAGE_CAPACITY - SAME_NAME.len() - 10) / 2;
    let mut len = push(&mut out, 0, "`", usize::MAX);
    len = push(&mut out, len, shown[earlier], room);
    len = push(&mut out, len, "` and `", usize::MAX);
    len = push(&mut out, len, shown[later], room);
    len = push(&mut out, len, "`", usize::MAX);
    len = push(&mut out, len, SAME_NAME, usize::MAX);
    (out, len)
}

/// Append at most `limit` bytes of `text` (cut at a character boundary) at `at`; the new
/// length.
const fn push(out: &mut [u8; MESSAGE_CAPACITY], at: usize, text: &str, limit: usize) -> usize {
    let bytes = text.as_bytes();
    let mut n = if bytes.len() < limit {
        bytes.len()
    } else {
        limit
    };
    // Never end inside a character: back up over continuation bytes (10xxxxxx).
    while n < bytes.len() && n > 0 && bytes[n] & 0xC0 == 0x80 {
        n -= 1;
    }
    let mut i = 0;
    while i < n && at + i < MESSAGE_CAPACITY {
        out[at + i] = bytes[i];
        i += 1;
    }
    at + i
}

/// The message [`duplicate_message`] built, as a `&str`.
pub const fn message_str(message: &([u8; MESSAGE_CAPACITY], usize)) -> &str {
    let (bytes, _) = message.0.split_at(message.1);
    match core::str::from_utf8(bytes) {
        Ok(text) => text,
        Err(_) => "two entries of tools![...] have the same MCP name",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_later_duplicate_points_at_the_first_entry_with_its_kind_and_key() {
        let keys = [
            (0, "b"),
            (0, "a"),
            (1, "a"),
            (0, "b"),
            (0, "c"),
            (0, "b"),
            (2, "a"),
            (1, "a"),
        ];
        assert_eq!(
            duplicates(&keys),
            [UNIQUE, UNIQUE, UNIQUE, 0, UNIQUE, 0, UNIQUE, 2]
        );
    }

    #[test]
    fn keys_differing_only_in_length_or_last_byte_are_distinct() {
        let keys = [(0, "search"), (0, "searc"), (0, "searcH"), (0, "")];
        assert_eq!(duplicates(&keys), [UNIQUE; 4]);
        assert_eq!(duplicates::<0>(&[]), [0usize; 0]);
    }

    #[test]
    fn a_thousand_distinct_keys_and_one_repeat_find_exactly_the_repeat() {
        const N: usize = 1000;
        let names: Vec<String> = (0..N).map(|i| format!("tool_{}", (i * 7919) % N)).collect();
        let mut keys = [(0u8, ""); N];
        for (k, name) in keys.iter_mut().zip(&names) {
            *k = (0, name.as_str());
        }
        keys[N - 1] = keys[17];
        let found = duplicates(&keys);
        for (i, &f) in found.iter().enumerate() {
            assert_eq!(f, if i == N - 1 { 17 } else { UNIQUE }, "entry {i}");
        }
    }

    #[test]
    fn the_message_names_both_entries_and_cuts_a_long_path_at_a_character() {
        let shown = ["orders::search", "customers::search"];
        let message = duplicate_message(&shown, 0, 1);
        assert_eq!(
            message_str(&message),
            "`orders::search` and `customers::search` have the same MCP name: two tools, two prompts or two resources with one URI cannot share a server; rename one with name = \"...\" (or change the uri)"
        );
        let long = "é".repeat(600);
        let shown = [long.as_str(), "b"];
        let message = duplicate_message(&shown, 0, 1);
        let text = message_str(&message);
        assert!(text.starts_with("`éé"), "{text}");
        assert!(text.ends_with("(or change the uri)"), "{text}");
        assert!(text.len() <= MESSAGE_CAPACITY);
    }
}
