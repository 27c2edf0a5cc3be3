proc label_width {template} {
    global layouts
    return [dict get $layouts $template width]
}

proc tool_print_label {args_dict} {
    set tpl [dict get $args_dict template]
    set w [label_width $tpl]
    return "ok $w"
}

set layouts [dict create A6 [dict create width 105] A7 [dict create width 74]]
if {[catch {tool_print_label [dict create template "DHL-100x150"]} msg opts]} {
    puts [dict get $opts -errorinfo]
}
