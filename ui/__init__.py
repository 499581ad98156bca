"""The Streamlit user interface of Kiebitz: thin pages that call `coach` and `lessons`."""
