// SceneRender: placeholder until its issue lands.
