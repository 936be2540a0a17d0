<?php
// Just enough of WordPress to run a shortcode plugin without it: the functions canopy-shortcode.php calls, as
// WordPress defines them (wp-includes/shortcodes.php, formatting.php, functions.php), without their filters.
// The caller defines CANOPY_HOST (as wp-config.php does), requires the plugin and calls do_shortcode().

define('ABSPATH', __DIR__ . '/');

$shortcode_tags = array();

function add_shortcode($tag, $callback)
{
    global $shortcode_tags;
    $shortcode_tags[$tag] = $callback;
}

function shortcode_atts($pairs, $atts, $shortcode = '')
{
    $atts = (array) $atts;
    $out = array();
    foreach ($pairs as $name => $default) {
        $out[$name] = array_key_exists($name, $atts) ? $atts[$name] : $default;
    }
    return $out;
}

/** Attributes as WordPress reads them: name="value" or name='value', names lowercased. */
function shortcode_parse_atts($text)
{
    preg_match_all('/([\w-]+)\s*=\s*(?:"([^"]*)"|\'([^\']*)\')/', $text, $matches, PREG_SET_ORDER);
    $atts = array();
    foreach ($matches as $match) {
        $atts[strtolower($match[1])] = isset($match[3]) ? $match[3] : $match[2];
    }
    return $atts;
}

function do_shortcode($content)
{
    return preg_replace_callback('/\[([\w-]+)([^\]]*)\]/', function ($match) {
        global $shortcode_tags;
        if (!isset($shortcode_tags[$match[1]])) {
            return $match[0];
        }
        return call_user_func($shortcode_tags[$match[1]], shortcode_parse_atts($match[2]), '', $match[1]);
    }, $content);
}

function absint($maybeint)
{
    return abs((int) $maybeint);
}

function esc_attr($text)
{
    return htmlspecialchars((string) $text, ENT_QUOTES, 'UTF-8');
}

/** Only http(s) URLs survive, with their markup characters encoded (WordPress also encodes & as &#038;). */
function esc_url($url)
{
    $url = trim((string) $url);
    if (!preg_match('#^https?://#i', $url)) {
        return '';
    }
    return str_replace('&amp;', '&#038;', htmlspecialchars($url, ENT_QUOTES, 'UTF-8'));
}
