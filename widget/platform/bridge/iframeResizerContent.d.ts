// iframe-resizer 4.3.11's content-side script has no types of its own; it installs window.parentIFrame.
declare module 'iframe-resizer/js/iframeResizer.contentWindow';
