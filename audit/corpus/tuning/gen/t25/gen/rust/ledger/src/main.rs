// Ledger export service fragment: panics on a malformed account id (used for t25-033 / t25-034).
use std::collections::HashMap;

mod export {
    use std::collections::HashMap;

    pub fn parse_account(id: &str) -> u64 {
        let digits = id.trim_start_matches("ACC-");
        digits.parse::<u64>().expect("account id must be numeric")
    }

    pub fn balance_for(accounts: &HashMap<u64, i64>, id: &str) -> i64 {
        let key = parse_account(id);
        *accounts.get(&key).unwrap()
    }
}

fn main() {
    let mode = std::env::args().nth(1).unwrap();
    let id = std::env::args().nth(2).unwrap();
    let mut accounts = HashMap::new();
    accounts.insert(1001u64, 250_00i64);
    let b = if mode == "parse" {
        export::parse_account(&id) as i64
    } else {
        export::balance_for(&accounts, &id)
    };
    println!("{}", b);
}
