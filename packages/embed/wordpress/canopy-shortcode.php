<?php
/**
 * Plugin Name: Canopy menu
 * Description: [canopy store="1"] puts the Canopy menu of store 1 on a page. Set CANOPY_HOST in wp-config.php.
 * Version: 0.1.0
 */

if (!defined('ABSPATH')) {
    exit;
}

function canopy_shortcode($atts)
{
    static $count = 0;
    $atts = shortcode_atts(array('store' => '', 'mode' => 'embedded', 'path' => '', 'theme' => ''), $atts, 'canopy');
    $store = absint($atts['store']);
    if ($store === 0 || !defined('CANOPY_HOST')) {
        return '<!-- canopy: give a store id ([canopy store="1"]) and define CANOPY_HOST in wp-config.php -->';
    }
    $count += 1;
    $target = 'canopy-menu-' . $count;
    $attributes = array(
        'data-store-id' => (string) $store,
        'data-mode' => $atts['mode'],
        'data-target' => '#' . $target,
    );
    if ($atts['path'] !== '') {
        $attributes['data-path'] = $atts['path'];
    }
    if ($atts['theme'] !== '') {
        $attributes['data-theme'] = $atts['theme'];
    }
    $html = '<div id="' . esc_attr($target) . '"></div>';
    $html .= '<script async src="' . esc_url(rtrim(CANOPY_HOST, '/') . '/loader.js') . '"';
    foreach ($attributes as $name => $value) {
        $html .= ' ' . $name . '="' . esc_attr($value) . '"';
    }
    return $html . '></script>';
}

add_shortcode('canopy', 'canopy_shortcode');
