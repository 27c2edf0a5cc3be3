// Helper run by gen/run_probes.py (compiled with plain rustc, std only).
use std::env;
use std::net::TcpStream;
fn main() {
    let a: Vec<String> = env::args().collect();
    match a[1].as_str() {
        "parse" => { let r: Result<u64, _> = a[2].parse::<u64>(); println!("{:?}", r.unwrap_err()); }
        "parsedisplay" => { let r: Result<i32, _> = a[2].parse::<i32>(); println!("{}", r.unwrap_err()); }
        "connect" => { let r = TcpStream::connect(("127.0.0.1", a[2].parse::<u16>().unwrap())); println!("{:?}", r.unwrap_err()); }
        "open" => { let r = std::fs::File::open(&a[2]); println!("{:?}", r.unwrap_err()); }
        _ => {}
    }
}
