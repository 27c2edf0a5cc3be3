//! The white-box audit of every example server: each grades A on both axes with no finding
//! (the examples are the failure design the audit measures against), and the report is
//! what a user's test asserts.

use toolwright::audit::{Axis, Grade};
use toolwright_examples::files;

#[test]
fn every_example_grades_a_on_both_axes_with_no_finding() {
    let sandbox = files::Sandbox::new(std::env::temp_dir()).expect("a sandbox");
    for (name, tools) in toolwright_examples::toolsets(sandbox) {
        let report = tools.audit();
        assert_eq!(report.findings(), &[], "{name}:\n{report}");
        assert_eq!(report.grade(Axis::Security), Grade::A, "{name}");
        assert_eq!(report.grade(Axis::Documentation), Grade::A, "{name}");
        report.assert_at_least(Grade::A);
    }
}
