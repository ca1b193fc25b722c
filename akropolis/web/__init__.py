"""The browser layer's pure parts: state to SVG text (``render``)."""
