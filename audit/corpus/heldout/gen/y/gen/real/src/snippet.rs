fn average(xs: &[f64]) -> f64 {
    let total: f64 = xs.iter().sum();
    total / count
}

fn main() {
    println!("{}", average(&[3.0, 4.0, 5.0]));
}
